import { BOOT_PAINT_TIMING, type BootWordsManifest } from '@vidmatrix/contract/boot-scripts';
import { escapeHtml } from './web-html';

// The pieces every first screen is written with (web/first-screens.ts and the pages' screens
// beside it): texts and addresses escaped here, words from the web build (decision 019).

/** An image of a first screen; the page's largest one fetched first and its paint reported (start-app.ts). */
export function img(src: string, attrs = '', largest = false): string {
  const first = largest ? ` fetchpriority="high" elementtiming="${BOOT_PAINT_TIMING}"` : '';
  return `<img${attrs} src="${escapeHtml(src)}" alt=""${first}>`;
}

/** The words of one language; none from an older build, whose pages then paint none that need them. */
export type Words = BootWordsManifest[string];

/** An element of `tag` and `cls` holding `value`, escaped. */
export const text = (cls: string, value: string, tag = 'div') =>
  `<${tag} class="${cls}">${escapeHtml(value)}</${tag}>`;
