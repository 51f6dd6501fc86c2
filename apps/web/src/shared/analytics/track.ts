import type { AnalyticsEvent } from '@vidmatrix/contract/analytics';
import { ANALYTICS_EVENTS_PATH } from '@vidmatrix/contract/analytics-limits';
import { apiUrl } from '../api/api-config';
import { apiHeaders } from '../api/request-headers';
import { createAnalyticsQueue, type AnalyticsTransport, type EventProps } from './analytics-queue';

function beacon(events: AnalyticsEvent[]): void {
  const url = apiUrl(ANALYTICS_EVENTS_PATH);
  // text/plain keeps the beacon a "simple" request: no CORS preflight, which a beacon cannot do.
  // A beacon carries no custom headers, so the server takes the brand from the host here, and
  // the visitor id rides in the body: the visit's last events stay with the others.
  const body = JSON.stringify({ events, visitor_id: apiHeaders()['visitor-id'] });
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))
  )
    return;
  // keepalive lets the request outlive the page, as a beacon would.
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { ...apiHeaders(), 'content-type': 'application/json' },
    body,
  }).catch(() => undefined);
}

/**
 * A plain fetch rather than callEndpoint: the endpoint's zod schema would bring the schema
 * library (~26 KB gzip) to every visitor page that records an event. The server validates.
 */
async function send(events: AnalyticsEvent[]): Promise<void> {
  const response = await fetch(apiUrl(ANALYTICS_EVENTS_PATH), {
    method: 'POST',
    // A batch may leave as the customer leaves (flushBeforeLeaving): the send outlives the page.
    keepalive: true,
    headers: { ...apiHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  const reply = (await response.json().catch(() => null)) as { code?: unknown } | null;
  if (!response.ok || reply?.code !== 0) throw new Error(`analytics batch refused (${response.status})`);
}

const transport: AnalyticsTransport = { send, beacon };

const queue = createAnalyticsQueue(transport);
let listening = false;

// Installed on first use, not at import, so pages without analytics pay nothing.
function listenForPageHide(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', queue.flushOnHide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flushOnHide();
  });
}

/** Records one analytics event (click data and friends); delivery is batched, see spec §9. */
export function track(name: string, props?: EventProps): void {
  listenForPageHide();
  queue.track(name, props);
}

/** Sends whatever is queued now, e.g. before an in-app navigation to another site. */
export function flushAnalytics(): Promise<void> {
  return queue.flush();
}

/** The longest a tap that leaves the page waits for its events to be sent. */
const LEAVE_WAIT_MS = 1000;

/**
 * Sends whatever is queued while the page is still alive, and resolves once it was sent (or
 * LEAVE_WAIT_MS later): the beacon of `pagehide` is not enough where a service worker controls
 * the page (the touch-card store page), because Chromium lets the worker drop a beacon whose
 * page is already gone (issue 27: taps lost on the way to another page).
 */
export function flushBeforeLeaving(): Promise<void> {
  return Promise.race([queue.flush(), new Promise<void>((done) => setTimeout(done, LEAVE_WAIT_MS))]);
}
