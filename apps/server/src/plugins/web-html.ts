import type { Brand } from '@vidmatrix/brands/brands';
import { BRAND_ASSET_PATHS } from '@vidmatrix/brands/manifest';

/** Where the web build leaves room for the per-brand head (apps/web/index.html). */
export const HEAD_MARKER = '<!--app-head-->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` are escaped so `</script>` or `<!--`
 * cannot end or confuse the element, and U+2028/U+2029 because older engines treat them as
 * line ends inside string literals.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function brandHead(brand: Brand): string {
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<link rel="icon" href="${BRAND_ASSET_PATHS.favicon}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${BRAND_ASSET_PATHS.icon}">`,
    `<link rel="manifest" href="${BRAND_ASSET_PATHS.manifest}">`,
    `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}">`,
    `<script>window.__BRAND__=${serializeForScript(brand)}</script>`,
  ].join('\n    ');
}

/** The built index.html with the brand's head in place of the marker (or before </head>). */
export function renderIndexHtml(template: string, brand: Brand): string {
  const head = brandHead(brand);
  // A function replacement: brand text must never be read as `$&`-style patterns.
  if (template.includes(HEAD_MARKER)) return template.replace(HEAD_MARKER, () => head);
  return template.replace('</head>', () => `${head}\n  </head>`);
}

/** Sets `<html lang>`; the language has already been matched against our six. */
export function withHtmlLang(html: string, lang: string): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
      : tag.replace(/^<html/i, `<html lang="${lang}"`),
  );
}
