import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { findSanitizeViolations } from './sanitize-violations';
import { XSS_VECTORS } from './xss-vectors';

const alertSpy = vi.fn();
// Scripts jsdom runs see its own Window, not the test's global copy of it: spy on both.
const scriptWindow = (globalThis as { jsdom?: { window: Window } }).jsdom?.window ?? window;
const originalAlert = scriptWindow.alert;
// jsdom runs element scripts but never loads images, so handlers get poked by hand instead.
const POKES = ['click', 'mouseover', 'focus', 'error', 'load', 'toggle', 'animationstart'];

function insertAndPoke(html: string): void {
  const root = document.getElementById('root')!;
  root.innerHTML = html;
  root.append(document.createRange().createContextualFragment(html));
  for (const element of root.querySelectorAll('*')) {
    for (const type of POKES) element.dispatchEvent(new Event(type));
  }
}

beforeEach(() => {
  alertSpy.mockReset();
  window.alert = alertSpy;
  scriptWindow.alert = alertSpy;
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  window.alert = originalAlert;
  scriptWindow.alert = originalAlert;
});

describe('the jsdom harness can fail', () => {
  it('records an alert from an inline handler left in place', () => {
    insertAndPoke('<b onmouseover="alert(\'ran\')">x</b>');
    expect(alertSpy).toHaveBeenCalledWith('ran');
  });

  it('flags every vector before sanitising', () => {
    const unflagged = XSS_VECTORS.filter((v) => findSanitizeViolations(v.html).length === 0);
    expect(unflagged.map((v) => v.name)).toEqual([]);
  });
});

describe('sanitizeHtml against XSS filter-evasion vectors (jsdom)', () => {
  it('has at least 30 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_VECTORS.map((v) => [v.name, v.html] as const))('%s', (_name, html) => {
    const output = sanitizeHtml(html);
    expect(findSanitizeViolations(output)).toEqual([]);
    insertAndPoke(output);
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('sanitizeHtml keeps basic formatting and colour', () => {
  it.each([
    [
      '<p><b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>x</s><br></p>',
      '<p><b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>x</s><br></p>',
    ],
    [
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>',
    ],
    ['<h1>a</h1><h6>b</h6>H<sub>2</sub>O x<sup>2</sup>', '<h1>a</h1><h6>b</h6>H<sub>2</sub>O x<sup>2</sup>'],
    ['<span style="color:#F00">red</span>', '<span style="color: #f00">red</span>'],
    ['<span style="color: rgb(255, 0, 0)">x</span>', '<span style="color: rgb(255, 0, 0)">x</span>'],
    ['<span style="color: rgba(0,0,0,.5)">x</span>', '<span style="color: rgba(0,0,0,.5)">x</span>'],
    [
      '<span style="color: hsl(120deg 100% 25%)">x</span>',
      '<span style="color: hsl(120deg 100% 25%)">x</span>',
    ],
    ['<div style="color: Teal !important">x</div>', '<div style="color: teal">x</div>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps only the colour of a mixed style, and the last valid colour', () => {
    expect(sanitizeHtml('<p style="font-size:99px; color: blue; position:fixed; color: #00ff00">x</p>')).toBe(
      '<p style="color: #00ff00">x</p>',
    );
  });

  it('drops a style with no safe colour, and every other attribute', () => {
    expect(sanitizeHtml('<p style="font-size:99px" class="c" id="i" title="t" data-x="1">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<span style="color: url(x)">x</span>')).toBe('<span>x</span>');
  });

  it('keeps the text of removed elements but not of scripts or styles', () => {
    expect(sanitizeHtml('<a href="https://example.com">link</a><font color=red>f</font>')).toBe('linkf');
    expect(sanitizeHtml('a<script>evil()</script><style>p{}</style>b')).toBe('ab');
  });

  it('returns plain text unchanged and empty for empty input', () => {
    // DOMPurify returns markup-free strings as they are; `>` alone opens nothing.
    expect(sanitizeHtml('just text, 5 > 3')).toBe('just text, 5 > 3');
    expect(sanitizeHtml('')).toBe('');
  });
});
