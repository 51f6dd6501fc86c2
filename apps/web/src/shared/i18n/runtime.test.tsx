import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createInstance, type I18n, type InitOptions } from './runtime';
import type { Messages, TOptions } from './translate';
import { I18nProvider, useTranslation } from './use-translation';

/** Locale files as a loader sees them: `language/namespace` → messages; the rest fail. */
function files(all: Record<string, Messages>) {
  return vi.fn(async (language: string, namespace: string) => {
    const messages = all[`${language}/${namespace}`];
    if (!messages) throw new Error(`404 ${language}/${namespace}`);
    return messages;
  });
}

const FILES = {
  'en/common': { reload: 'Reload', hello: 'Hello {{name}}', nested: { deep: 'Deep' }, empty: '' },
  'en/share': { list: { count: '{{count}} videos', count_one: 'one video' }, onlyEn: 'English only' },
  'es/common': { reload: 'Recargar', hello: 'Hola {{name}}', nested: { deep: 'Profundo' }, empty: '' },
  'es/share': { list: { count: '{{count}} vídeos', count_one: 'un vídeo' } },
};

/** `t` for the made-up keys of these files (the real `t` only takes keys of the app's locales). */
const tOf = (i18n: I18n, ns = 'common') =>
  i18n.getFixedT(ns as 'common') as unknown as (key: string, options?: TOptions) => string;

async function started(options: Partial<InitOptions> = {}) {
  const load = files(FILES);
  const i18n = createInstance();
  await i18n.init({ lng: 'en', ns: ['common'], load, ...options });
  return { i18n, load };
}

describe('t', () => {
  it('reads nested keys, interpolates, keeps a placeholder without a value', async () => {
    const { i18n } = await started();
    expect(tOf(i18n)('reload')).toBe('Reload');
    expect(tOf(i18n)('common:reload')).toBe('Reload');
    expect(tOf(i18n)('common:hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(tOf(i18n)('common:hello')).toBe('Hello {{name}}');
    expect(tOf(i18n)('common:reload')).toBe('Reload');
    expect(tOf(i18n)('common:hello', { name: undefined })).toBe('Hello ');
    // Inherited names are not values.
    expect(tOf(i18n)('common:hello', { age: 3 })).toBe('Hello {{name}}');
    expect(tOf(i18n)('common:hello', Object.create({ name: 'x' }) as TOptions)).toBe('Hello {{name}}');
  });

  it('picks the plural form of the language with a numeric count', async () => {
    const { i18n } = await started({ ns: ['share'] });
    const t = tOf(i18n, 'share');
    expect(t('list.count', { count: 1 })).toBe('one video');
    expect(t('list.count', { count: 3 })).toBe('3 videos');
    expect(t('list.count', { count: '1.5' })).toBe('1.5 videos');
  });

  it('falls back to the fallback language, then the default value, then the key', async () => {
    const { i18n, load } = await started({ lng: 'es', fallbackLng: 'en', ns: ['common', 'share'] });
    expect(load).toHaveBeenCalledWith('en', 'share');
    const t = tOf(i18n, 'share');
    expect(t('list.count', { count: 1 })).toBe('un vídeo');
    expect(t('onlyEn')).toBe('English only');
    expect(t('nothing')).toBe('nothing');
    expect(tOf(i18n)('common:nothing')).toBe('nothing');
    expect(tOf(i18n)('common:empty')).toBe('empty');
    expect(t('checks.x', { defaultValue: 'x {{n}}', n: 2 })).toBe('x 2');
    expect(i18n.exists('share:onlyEn')).toBe(true);
    expect(i18n.exists('share:nothing')).toBe(false);
  });

  it('without a fallback language a missing key is the key', async () => {
    const { i18n, load } = await started({ lng: 'es', ns: ['share'] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(tOf(i18n, 'share')('onlyEn')).toBe('onlyEn');
  });

  it('works from given bundles without a loader', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common: { reload: 'Reload' } } } });
    expect(i18n.hasLoadedNamespace('share')).toBe(true);
    expect(tOf(i18n)('reload')).toBe('Reload');
    i18n.addResourceBundle('en', 'common', { reload: 'Again' });
    expect(tOf(i18n)('reload')).toBe('Again');
  });
});

describe('loading and language changes', () => {
  it('loads a namespace once, and a failed file settles with its keys showing', async () => {
    const { i18n, load } = await started();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.hasLoadedNamespace('share')).toBe(false);
    await Promise.all([i18n.loadNamespaces(['share']), i18n.loadNamespaces(['share'])]);
    expect(load.mock.calls.filter(([, ns]) => ns === 'share')).toHaveLength(1);
    expect(i18n.getResourceBundle('en', 'share')).toEqual(FILES['en/share']);

    await i18n.loadNamespaces(['team']);
    expect(error).toHaveBeenCalledOnce();
    expect(i18n.hasLoadedNamespace('team')).toBe(true);
    expect(tOf(i18n, 'team')('title')).toBe('title');
  });

  it('changeLanguage loads every namespace used so far before switching; the last call wins', async () => {
    const { i18n, load } = await started();
    await i18n.loadNamespaces(['share']);
    const pending = i18n.changeLanguage('es');
    expect(i18n.language).toBe('en');
    await pending;
    expect(i18n.language).toBe('es');
    expect(load).toHaveBeenCalledWith('es', 'share');
    expect(tOf(i18n, 'share')('list.count', { count: 2 })).toBe('2 vídeos');

    const toEnglish = i18n.changeLanguage('en');
    const backToSpanish = i18n.changeLanguage('es');
    await Promise.all([toEnglish, backToSpanish]);
    expect(i18n.language).toBe('es');
  });
});

function Words({ ns }: { ns: 'common' | 'share' }) {
  const { t } = useTranslation(ns);
  return <p>{ns === 'share' ? t('share:list.count', { count: 2 }) : t('common:reload')}</p>;
}

describe('useTranslation', () => {
  it('suspends until its namespace arrives, then re-renders on a language change', async () => {
    const { i18n, load } = await started();
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Words ns="common" />
          <Words ns="share" />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('2 videos')).toBeTruthy();
    expect(screen.getByText('Reload')).toBeTruthy();

    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByText('2 vídeos')).toBeTruthy();
    expect(screen.getByText('Recargar')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('without suspense renders keys first, then the words', async () => {
    const { i18n } = await started();
    function Eager() {
      const { t, ready } = useTranslation('share', { useSuspense: false });
      return <p>{`${ready} ${t('list.count', { count: 2 })}`}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Eager />
      </I18nProvider>,
    );
    expect(screen.getByText('false list.count')).toBeTruthy();
    expect(await screen.findByText('true 2 videos')).toBeTruthy();
  });

  it('keeps t while the language stays, so effects on it do not rerun', async () => {
    const { i18n } = await started();
    const seen = new Set<unknown>();
    function Probe() {
      const { t } = useTranslation('common');
      seen.add(t);
      return null;
    }
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    await act(() => i18n.loadNamespaces(['share']));
    rerender(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    expect(seen.size).toBe(1);
    await act(() => i18n.changeLanguage('es'));
    expect(seen.size).toBe(2);
  });
});

it('types keys from the source locale', () => {
  const i18n = createInstance();
  // @ts-expect-error: not a key of any namespace
  expect(i18n.t('common:noSuchKey')).toBe('noSuchKey');
  // @ts-expect-error: a bare key is looked up in the default namespace only
  expect(i18n.t('networkError')).toBe('networkError');
  expect(i18n.t('api:networkError')).toBe('networkError');
});
