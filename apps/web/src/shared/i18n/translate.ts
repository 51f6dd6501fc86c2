/** A namespace's messages as the locale files hold them: nested objects of strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** What `t` takes besides the key: `{{name}}` values, `count` (plural form), `defaultValue`. */
export interface TOptions {
  /** A number picks the plural form; a string (a formatted number) is only interpolated. */
  count?: number | string;
  defaultValue?: string;
  [name: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The message at a dotted path (`list.count`); an empty string counts as missing. */
function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * Puts the values in `{{name}}` placeholders. No HTML escaping: React escapes what it renders.
 * As i18next did: a name not passed at all stays as written (a forgotten value shows), a value
 * passed as null or undefined is empty.
 */
export function interpolate(text: string, values: TOptions = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `language` (`one`, `other`, `many`…), for `key_<category>`. */
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      // Not a BCP 47 tag (a test's pseudo-locale): the runtime's default rules.
      rules = new Intl.PluralRules();
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The message for `key` in the first of `bundles` that has it: with a numeric `count`, the
 * plural form `key_<category>` of that bundle's language first, then `key` itself.
 */
export function resolveMessage(
  bundles: readonly { language: string; messages: Messages | undefined }[],
  key: string,
  count: unknown,
): string | undefined {
  for (const { language, messages } of bundles) {
    const plural =
      typeof count === 'number' ? lookup(messages, `${key}_${pluralCategory(language, count)}`) : undefined;
    const message = plural ?? lookup(messages, key);
    if (message !== undefined) return message;
  }
  return undefined;
}
