import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { reduceStyleToColor } from './safe-color';

/** Spec §5: basic formatting only. No links, media, forms, tables of content or SVG. */
export const ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'br',
  'hr',
  'p',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
] as const;

/** The only attribute kept, and only its `color` declaration. */
export const ALLOWED_ATTRIBUTES = ['style'] as const;

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Text inside a removed element (a link, a font tag) survives as plain text.
  KEEP_CONTENT: true,
};

let purifier: Purifier | undefined;

// A private instance: hooks on the shared global would leak into any other DOMPurify user.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('style')) return;
    const color = reduceStyleToColor(node.getAttribute('style') ?? '');
    if (color === null) node.removeAttribute('style');
    else node.setAttribute('style', color);
  });
  purifier = instance;
  return instance;
}

/** Rich text from merchants or the server, made safe to put into the page as HTML. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, CONFIG);
}
