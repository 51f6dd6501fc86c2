import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml, serializeForScript, withHtmlLang } from './web-html';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const out = serializeForScript({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    expect(out).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
  });
});

describe('renderIndexHtml', () => {
  const jia = brandByKey('jia')!;

  it('replaces the marker with the brand head', () => {
    const html = renderIndexHtml('<html lang="zh-CN"><head><!--app-head--></head></html>', jia);
    expect(html).toContain('<title>Jia</title>');
    expect(html).toContain('window.__BRAND__={"key":"jia"');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('escapes the brand name and ignores $ patterns', () => {
    const html = renderIndexHtml('<head><!--app-head--></head>', { ...jia, name: '$& <b>' });
    expect(html).toContain('<title>$&amp; &lt;b&gt;</title>');
  });

  it('sets or adds <html lang>', () => {
    expect(withHtmlLang('<html lang="zh-CN"><head>', 'en')).toBe('<html lang="en"><head>');
    expect(withHtmlLang('<html><head>', 'es')).toBe('<html lang="es"><head>');
  });
});
