import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './sanitize-html';

const TAGS = new Set<string>(ALLOWED_TAGS);
// The parser's own scaffolding around any fragment; only their attributes can carry payloads.
const DOCUMENT_TAGS = new Set(['html', 'head', 'body']);
const ATTRIBUTES = new Set<string>(ALLOWED_ATTRIBUTES);
const SAFE_STYLE = /^color: [#a-z0-9(),.%/\s+-]+$/;
// Text nodes come out escaped, so a raw `<script` etc. in the output can only be markup.
const DANGEROUS_MARKUP =
  /<\s*\/?\s*(script|iframe|frame|object|embed|svg|math|img|style|link|meta|base|form|input|template)\b/i;

/**
 * Everything wrong with a sanitiser output, checked the way a page would meet it: re-parsed as
 * HTML (which is where mutation XSS appears). DOMParser builds an inert document, so checking a
 * raw vector runs nothing. Used by the jsdom test and, bundled, in Chromium.
 */
export function findSanitizeViolations(output: string): string[] {
  const problems: string[] = [];
  if (DANGEROUS_MARKUP.test(output)) problems.push(`dangerous markup in ${JSON.stringify(output)}`);
  const parsed = new DOMParser().parseFromString(output, 'text/html');
  for (const element of [parsed.documentElement, ...parsed.documentElement.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    if (!TAGS.has(tag) && !DOCUMENT_TAGS.has(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!ATTRIBUTES.has(name)) problems.push(`attribute ${name} on <${tag}>`);
      if (/javascript:|url\(|expression\(|\\/i.test(value)) problems.push(`unsafe value ${name}="${value}"`);
      if (name === 'style' && !SAFE_STYLE.test(value)) problems.push(`style beyond colour: "${value}"`);
    }
  }
  return problems;
}
