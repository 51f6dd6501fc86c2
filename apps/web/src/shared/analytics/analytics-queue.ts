import type { AnalyticsEvent } from '@vidmatrix/contract/analytics';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_BATCH,
} from '@vidmatrix/contract/analytics-limits';

export type EventProps = NonNullable<AnalyticsEvent['props']>;

export interface AnalyticsTransport {
  /** A normal send; rejects when the events did not reach the server. */
  send(events: AnalyticsEvent[]): Promise<void>;
  /** Last chance while the page goes away: fire and forget. */
  beacon(events: AnalyticsEvent[]): void;
}

interface Queued {
  event: AnalyticsEvent;
  /** A failed batch is retried once; a second failure drops it so a dead API cannot grow the queue. */
  retried: boolean;
}

// The server refuses longer strings (contract); one long value must not sink the whole batch.
const MAX_TEXT = 512;
const clip = (value: string) => (value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value);

function clipProps(props: EventProps): EventProps {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, typeof v === 'string' ? clip(v) : v]));
}

/** Spec §9 batching: one send per 5 events, or 5 s after the first event of a batch. */
export function createAnalyticsQueue(transport: AnalyticsTransport) {
  let queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(): void {
    if (timer === undefined && queue.length > 0) timer = setTimeout(() => void flush(), ANALYTICS_FLUSH_MS);
  }

  function takeAll(): Queued[] {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    return batch;
  }

  function enqueue(items: Queued[], atFront: boolean): void {
    queue = atFront ? [...items, ...queue] : [...queue, ...items];
    // Bounded: keep the newest, which also keeps every batch within the server's limit.
    if (queue.length > ANALYTICS_MAX_BATCH) queue = queue.slice(queue.length - ANALYTICS_MAX_BATCH);
  }

  async function flush(): Promise<void> {
    const batch = takeAll();
    if (batch.length === 0) return;
    try {
      await transport.send(batch.map((q) => q.event));
    } catch {
      const retry = batch.filter((q) => !q.retried).map((q) => ({ ...q, retried: true }));
      enqueue(retry, true);
      schedule();
    }
  }

  function track(name: string, props?: EventProps): void {
    const event: AnalyticsEvent = { name, ts: Date.now(), path: clip(window.location.pathname) };
    if (props) event.props = clipProps(props);
    enqueue([{ event, retried: false }], false);
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
    else schedule();
  }

  function flushOnHide(): void {
    const batch = takeAll();
    if (batch.length > 0) transport.beacon(batch.map((q) => q.event));
  }

  return { track, flush, flushOnHide, size: () => queue.length };
}
