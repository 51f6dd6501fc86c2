import type { AnalyticsEvent } from '@vidmatrix/contract/analytics';
import type { Db } from '../../db/client';
import { insertEvents, type NewAnalyticsEvent } from './repo';

export interface EventSource {
  brandKey: string;
  /** Raw `visitor-id` header: client-made, so checked rather than trusted. */
  visitorId: string | undefined;
  userAgent: string | undefined;
}

const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_USER_AGENT = 512;

/** A malformed visitor id is dropped rather than failing the batch: analytics are best effort. */
function cleanVisitorId(raw: string | undefined): string | null {
  return raw && VISITOR_ID.test(raw) ? raw : null;
}

function toRows(events: AnalyticsEvent[], source: EventSource): NewAnalyticsEvent[] {
  const visitorId = cleanVisitorId(source.visitorId);
  const userAgent = source.userAgent ? source.userAgent.slice(0, MAX_USER_AGENT) : null;
  return events.map((e) => ({
    brandKey: source.brandKey,
    visitorId,
    name: e.name,
    path: e.path,
    props: e.props ?? null,
    clientTs: new Date(e.ts),
    userAgent,
  }));
}

export async function recordEvents(db: Db, events: AnalyticsEvent[], source: EventSource): Promise<number> {
  return insertEvents(db, toRows(events, source));
}
