import type { Brand } from '@vidmatrix/brands/brands';
import { BRAND_ASSET_PATHS } from '@vidmatrix/brands/manifest';

/** Where the web build leaves room for the per-brand head (apps/web/index.html). */
const HEAD_MARKER = '<!--app-head-->';

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

function brandHead(brand: Brand): string {
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<link rel="icon" href="${BRAND_ASSET_PATHS.favicon}" type="image/svg+xml">`,
    // iOS ignores an SVG home-screen icon.
    `<link rel="apple-touch-icon" sizes="192x192" href="${BRAND_ASSET_PATHS.icon192}">`,
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

/**
 * The first paint: a spinner in the brand's colour inside #root, painted with the HTML itself
 * instead of after the entry script has downloaded and rendered; React replaces it on its first
 * commit. `label` is the page's language's "loading" (the build's marker is left as is without it).
 */
export function withBootSpinner(html: string, label: string, color: string): string {
  const spinner =
    `<div class="app-boot" role="status" aria-label="${escapeHtml(label)}">` +
    `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" style="color:${escapeHtml(color)}">` +
    '<circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="94.25" stroke-dashoffset="60"/>' +
    '</svg></div>';
  return html.replace('<!--app-boot-->', () => spinner);
}

/** Adds tags at the end of the head (nothing when `tags` is empty). */
export function withHeadTags(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}

/**
 * Adds a tag at the top of the head, right after its `<meta charset>`: before any stylesheet
 * (a parser-inserted script waits for those above it) and any preload (its request goes first).
 */
export function withEarlyHeadTag(html: string, tag: string): string {
  if (!tag) return html;
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (!charset) return withHeadTags(html, tag);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** The brand's `window.__BRAND__` script (brandHead): its JSON holds no `<` (serializeForScript). */
const BRAND_SCRIPT = /<script>window\.__BRAND__=[^<]*<\/script>/;

/** Adds a tag right after the brand's script, for a script that reads `window.__BRAND__`. */
export function withTagAfterBrand(html: string, tag: string): string {
  const brand = BRAND_SCRIPT.exec(html);
  if (!brand) return withEarlyHeadTag(html, tag);
  const at = brand.index + brand[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/** Sets `<html lang>`; the language has already been matched against our six. */
export function withHtmlLang(html: string, lang: string): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
      : tag.replace(/^<html/i, `<html lang="${lang}"`),
  );
}

/** What a link preview shows (Open Graph, read by WeChat, QQ, Feishu, Slack…). */
export interface SharePreview {
  /** The page's absolute URL, as the visitor opened it. */
  url: string;
  /** Our origin on the brand's host: the image must be absolute and never another brand's. */
  origin: string;
  /** The 512 px PNG, absolute, on that origin (page-previews.ts). */
  image: string;
  title: string;
  description: string;
}

/**
 * Link-preview tags for the share pages: Open Graph for most apps, and `itemprop` name/image/
 * description, which WeChat's in-app browser reads when a page is forwarded without the JS-SDK.
 * Everything comes from the host's brand; the image is that brand's own icon on its own origin.
 */
function sharePreviewHead(brand: Brand, preview: SharePreview): string {
  // WeChat and most preview crawlers show no SVG: the brand's PNG card.
  const image = preview.image;
  const [title, description, url] = [preview.title, preview.description, preview.url].map(escapeHtml);
  return [
    `<meta name="description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="512">`,
    `<meta property="og:image:height" content="512">`,
    `<meta itemprop="name" content="${title}">`,
    `<meta itemprop="description" content="${description}">`,
    `<meta itemprop="image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary">`,
  ].join('\n    ');
}

/** The brand page with the preview tags added and its <title> set to the preview's title. */
export function withSharePreview(html: string, brand: Brand, preview: SharePreview): string {
  const head = sharePreviewHead(brand, preview);
  const titled = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`);
  return withHeadTags(titled, head);
}
