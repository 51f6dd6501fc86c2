import { NFC_CODE_PATTERN } from '@vidmatrix/contract/console-nfc';
import type { AnalyticsEvent } from '@vidmatrix/contract/analytics';
import type { TapDay } from '@vidmatrix/contract/touch-card-public';
import {
  TAP_DATA_MAX_DAYS,
  TOUCH_CARD_EVENTS,
  TOUCH_CARD_ITEM_KINDS,
  type TouchCardItemKind,
} from '@vidmatrix/contract/touch-card-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { cardsVisibleOnBrand, teamCardCodes } from '../distribution/service';
import { touchCardDaily } from './schema';
import { rowsOf } from './repo';
import { daysBetween, shanghaiDay } from './rules';

const METRIC_OF_EVENT: Record<string, string> = {
  [TOUCH_CARD_EVENTS.open]: 'taps',
  [TOUCH_CARD_EVENTS.copyGenerated]: 'copies_generated',
  [TOUCH_CARD_EVENTS.copyCopied]: 'copies_copied',
  [TOUCH_CARD_EVENTS.postStarted]: 'posts_started',
};

/** The roll-up metric of an analytics event, or undefined when it is not touch-card data. */
function metricOf(e: Pick<AnalyticsEvent, 'name' | 'props'>): { code: string; metric: string } | undefined {
  const code = e.props?.code;
  if (typeof code !== 'string' || !NFC_CODE_PATTERN.test(code)) return undefined;
  if (e.name === TOUCH_CARD_EVENTS.itemClick) {
    const kind = e.props?.kind;
    return typeof kind === 'string' && (TOUCH_CARD_ITEM_KINDS as readonly string[]).includes(kind)
      ? { code, metric: `click:${kind}` }
      : undefined;
  }
  const metric = METRIC_OF_EVENT[e.name];
  return metric ? { code, metric } : undefined;
}

/**
 * Adds a recorded batch's touch-card events to the daily roll-up, in one statement: only cards
 * whose team answers on this brand's host (its own, or a demo team: distribution says which)
 * count, so a page of one brand cannot add to another's.
 */
export async function rollUp(db: Db, brandKey: string, events: AnalyticsEvent[], now = new Date()) {
  const counts = new Map<string, { code: string; metric: string; n: number }>();
  for (const e of events) {
    const m = metricOf(e);
    if (!m) continue;
    const key = `${m.code}\n${m.metric}`;
    counts.set(key, { ...m, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  const visible = await cardsVisibleOnBrand(
    db,
    [...new Set([...counts.values()].map((c) => c.code))],
    brandKey,
  );
  const counted = [...counts.values()].filter((c) => visible.has(c.code));
  if (counted.length === 0) return;
  const day = shanghaiDay(now);
  const values = sql.join(
    counted.map((c) => sql`(${c.code}, ${c.metric}, ${c.n}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${touchCardDaily} (code, day, metric, count)
    select v.code, ${day}::date, v.metric, v.n
    from (values ${values}) as v(code, metric, n)
    on conflict (code, day, metric) do update set count = ${touchCardDaily.count} + excluded.count`);
}

const emptyDay = (date: string): TapDay => ({
  date,
  taps: 0,
  clicks: Object.fromEntries(TOUCH_CARD_ITEM_KINDS.map((k) => [k, 0])) as Record<TouchCardItemKind, number>,
  copies_generated: 0,
  copies_copied: 0,
  posts_started: 0,
});

function add(day: Omit<TapDay, 'date'>, metric: string, n: number) {
  if (metric.startsWith('click:')) {
    const kind = metric.slice(6) as TouchCardItemKind;
    if (kind in day.clicks) day.clicks[kind] += n;
  } else if (
    metric === 'taps' ||
    metric === 'copies_generated' ||
    metric === 'copies_copied' ||
    metric === 'posts_started'
  ) {
    day[metric] += n;
  }
}

/** Every day of the range (zeros included) and the totals, for the team or one of its cards. */
export async function tapData(
  db: Db,
  teamId: number,
  q: { code: string | undefined; from: string; to: string },
) {
  const days = daysBetween(q.from, q.to);
  if (days.length === 0 || days.length > TAP_DATA_MAX_DAYS) {
    throw new AppError('invalidInput', {
      messageKey: 'touch_card.date_range_invalid',
      params: { days: TAP_DATA_MAX_DAYS },
    });
  }
  let rows: { day: string; metric: string; n: number }[];
  try {
    // The team's cards are distribution's: their codes say whose rows to sum.
    const codes = (await teamCardCodes(db, teamId)).filter((c) => !q.code || c === q.code);
    const result = await db.execute(sql`
      select d.day::text as day, d.metric, sum(d.count)::int as n
      from ${touchCardDaily} d
      where d.code in (${
        codes.length
          ? sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )
          : sql`null`
      })
        and d.day between ${q.from}::date and ${q.to}::date
      group by d.day, d.metric`);
    rows = rowsOf(result);
  } catch (cause) {
    throw new AppError('touchCardClickDataFailed', { messageKey: 'touch_card.click_data_failed', cause });
  }
  const byDay = new Map(days.map((d) => [d, emptyDay(d)]));
  const { date: _date, ...totals } = emptyDay('');
  for (const r of rows) {
    const day = byDay.get(r.day);
    if (!day) continue;
    add(day, r.metric, r.n);
    add(totals, r.metric, r.n);
  }
  return { days: [...byDay.values()], totals };
}
