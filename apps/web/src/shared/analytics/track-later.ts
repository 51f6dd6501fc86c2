import type { EventProps } from './analytics-queue';

/**
 * Records an event once the analytics client has loaded: visitor pages call this so the client
 * (queue, contract schema) stays out of their first-load bytes (issue 12 budget). Events keep
 * their order: every call waits on the same module promise.
 */
export function trackLater(name: string, props?: EventProps): void {
  void import('./track').then(
    ({ track }) => track(name, props),
    () => undefined, // analytics are best effort: a chunk that failed to load loses the event
  );
}
