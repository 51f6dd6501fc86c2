// Each value form is matched whole, from a closed character set: nothing here can carry
// url(), expression(), comments, escapes or a second declaration.
const NAMED = /^[a-z]{3,20}$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const FUNCTION = /^(?:rgba?|hsla?)\(\s*[0-9.%\s,/+-]*(?:deg|turn|rad)?[0-9.%\s,/+-]*\)$/;

/** `color: …` with a plain colour value, or null. */
function safeColorValue(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v.length > 64) return null;
  return NAMED.test(v) || HEX.test(v) || FUNCTION.test(v) ? v : null;
}

/**
 * Reduces a style attribute to its last valid `color` declaration (the one a browser would
 * apply), or null when none is left. Everything else in the attribute is dropped.
 */
export function reduceStyleToColor(style: string): string | null {
  let color: string | null = null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'color') continue;
    color = safeColorValue(declaration.slice(colon + 1).replace(/!important\s*$/i, '')) ?? color;
  }
  return color === null ? null : `color: ${color}`;
}
