import type { StoreHeader } from '../modules/touch-card/service';
import { escapeHtml } from './web-html';

/**
 * The store page's header after its logo, as the HTML paints it (apps/web/index.html `.app-store`,
 * the layout of the page's store view): the title, and the business line when there is one.
 * Plain elements, not headings: the page's own `<h1>` replaces them.
 */
export const storeHeaderMarkup = ({ title, business }: StoreHeader): string =>
  `<div class="app-store-title">${escapeHtml(title)}</div>` +
  (business ? `<div class="app-store-business">${escapeHtml(business)}</div>` : '');
