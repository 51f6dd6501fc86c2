import { sendStorePage } from './send-store-page';

// The touch-card pages' boot script, inlined by the server after the brand's (decision 019): the
// card call leaves with the HTML instead of after the entry, the page chunk and its locale files.
// The app's scripts load as Vite wrote them; nothing here waits.
try {
  sendStorePage(window.location);
} catch {
  // No storage, no crypto.randomUUID (not a secure context): the app reads the card as it loads.
}
