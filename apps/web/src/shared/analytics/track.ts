import { postAnalyticsEvents, type AnalyticsEvent } from '@vidmatrix/contract/analytics';
import { apiUrl } from '../api/api-config';
import { callEndpoint } from '../api/call-endpoint';
import { apiHeaders } from '../api/request-headers';
import { createAnalyticsQueue, type AnalyticsTransport, type EventProps } from './analytics-queue';

function beacon(events: AnalyticsEvent[]): void {
  const url = apiUrl(postAnalyticsEvents.path);
  const body = JSON.stringify({ events });
  // text/plain keeps the beacon a "simple" request: no CORS preflight, which a beacon cannot do.
  // A beacon carries no custom headers, so the server takes the brand from the host here.
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

const transport: AnalyticsTransport = {
  send: async (events) => {
    await callEndpoint(postAnalyticsEvents, { events });
  },
  beacon,
};

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
