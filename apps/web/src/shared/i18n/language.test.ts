import i18n from './runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n';
import { resolveLanguage } from './language';

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => visit('/'));

describe('resolveLanguage', () => {
  it.each([
    ['?language=en', null, 'en', true],
    ['?language=en-US', 'es', 'en', true],
    ['?language=zh-Hant', null, 'zh-TW', true],
    ['?language=klingon', 'id', 'id', false],
    ['', 'pt-BR', 'pt-BR', false],
    ['', 'nonsense', 'zh-CN', false],
    ['', null, 'zh-CN', false],
  ])('%s with stored %s → %s', (search, stored, language, fromLink) => {
    expect(resolveLanguage({ search, stored })).toEqual({ language, fromLink });
  });

  it('uses the brand default only when nothing else chose', () => {
    expect(resolveLanguage({ search: '', stored: null, fallback: 'en' }).language).toBe('en');
    expect(resolveLanguage({ search: '', stored: 'es', fallback: 'en' }).language).toBe('es');
  });
});

describe('initI18n and changeLanguage', () => {
  it('?language= overrides the stored choice and is kept', async () => {
    localStorage.setItem('language', 'es');
    visit('/login?language=en');
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:reload')).toBe('Reload');
  });

  it('uses the stored choice when the link has none', async () => {
    localStorage.setItem('language', 'pt-BR');
    await initI18n();
    expect(i18n.language).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('common:reload')).toBe('Recarregar');
    expect(i18n.t('api:networkError')).not.toBe('networkError');
  });

  it('ignores an invalid ?language= and does not store it', async () => {
    localStorage.setItem('language', 'id');
    visit('/?language=xx-YY');
    await initI18n();
    expect(i18n.language).toBe('id');
    expect(localStorage.getItem('language')).toBe('id');
  });

  it('defaults to zh-CN', async () => {
    await initI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('common:reload')).toBe('重新加载');
  });

  it('changeLanguage switches, stores and updates <html lang>', async () => {
    await initI18n();
    await changeLanguage('zh-TW');
    expect(i18n.t('common:reload')).toBe('重新載入');
    expect(localStorage.getItem('language')).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });
});
