import { afterEach, beforeAll, vi } from 'vitest';
import appI18n, { createInstance, type I18n as i18n, type InitOptions } from '../shared/i18n/runtime';
import type { Messages } from '../shared/i18n/translate';
import { LOCALE_FILES, interpolations } from './locale-files';

/**
 * A pseudo-locale: every message becomes `⟦namespace:key⟧`, keeping its `{{variables}}` so
 * interpolated values (a brand name) still show. Any visible text that is not such a token, a
 * variable value or punctuation was hard-coded in a component.
 */
function pseudo(messages: Record<string, unknown>, namespace: string, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        const vars = interpolations(value).map((name) => ` {{${name}}}`);
        return [key, `⟦${namespace}:${path}⟧${vars.join('')}`];
      }
      return [key, pseudo(value as Record<string, unknown>, namespace, path)];
    }),
  );
}

function pseudoLocale(): InitOptions {
  const source = LOCALE_FILES['zh-CN'] ?? {};
  const resources = {
    pseudo: Object.fromEntries(Object.entries(source).map(([ns, m]) => [ns, pseudo(m, ns) as Messages])),
  };
  return { lng: 'pseudo', resources, ns: Object.keys(source), defaultNS: 'common' };
}

export async function createPseudoI18n(): Promise<i18n> {
  const instance = createInstance();
  await instance.init(pseudoLocale());
  return instance;
}

const TOKEN = /⟦[^⟧]*⟧/g;
const CHECKED_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'];

/** Visible text and labelling attributes under `root` that are not made of pseudo tokens. */
export function hardCodedStrings(root: ParentNode, allowed: string[] = []): string[] {
  const strings: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    strings.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of CHECKED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) strings.push(value);
    }
  }
  return strings.filter((text) => {
    let rest = text.replace(TOKEN, '');
    for (const word of allowed) rest = rest.split(word).join('');
    return !/^[\p{N}\p{P}\p{S}\s]*$/u.test(rest);
  });
}

export const countTokens = (root: ParentNode) => (root.textContent?.match(TOKEN) ?? []).length;

/**
 * Test-file setup: one pseudo-locale i18n for the file (the getter is valid once tests run),
 * and a clean slate of mocks, stubbed globals and session storage after each test.
 */
export function setUpPseudoI18n(): () => i18n {
  let instance: i18n | undefined;
  beforeAll(async () => {
    instance = await createPseudoI18n();
    // The API client's messages come from the app's instance: in the pseudo-locale too, so a
    // message it shows is checked like the components' words.
    if (!appI18n.isInitialized) await appI18n.init(pseudoLocale());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  return () => instance!;
}
