import type { EventProps } from './analytics-queue';

/**
 * Records an event once the analytics client has loaded: visitor pages call this so the client
 * (queue, contract schema) stays out of their first-load bytes (issue 12 budget). Events keep
 * their order: every call waits on the same module promise.
 */
export function trackLater(name: string, props?: EventProps): void {
  // Analytics are best effort: a chunk that failed to load, or a page already gone when it
  // arrives (seen as an unhandled rejection after a test's window was torn down), loses the event.
  void import('./track').then(({ track }) => track(name, props)).catch(() => undefined);
}

/**
 * Records an event (when given) and sends it with everything queued before the customer leaves
 * the page: a tap that loads another page waits for this (at most track.ts's LEAVE_WAIT_MS), so
 * its events cannot be lost with the page (issue 27). Never rejects.
 */
export function trackBeforeLeaving(event?: { name: string; props?: EventProps }): Promise<void> {
  return import('./track')
    .then(({ track, flushBeforeLeaving }) => {
      if (event) track(event.name, event.props);
      return flushBeforeLeaving();
    })
    .catch(() => undefined);
}
