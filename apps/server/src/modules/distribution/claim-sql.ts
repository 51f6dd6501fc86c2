import { countInStatement } from '../../plugins/counters';
import type { Statement } from './sql-runner';
import { visibleText } from './visibility';

/**
 * The claim: ONE statement, so a claim costs one round trip like any one-row write. Measured
 * design (docs/decisions/005-claim-engine.md, architecture doc "Known pitfalls"):
 *
 * - every video has a random `draw_key`; the partial index videos_draw_idx (activity_id,
 *   draw_key) WHERE published_at IS NULL AND state = 'ready' holds the unpublished pool;
 * - a draw probes the first free row at `draw_key >= $8` — a BOUND random value: SQL random()
 *   in the predicate would turn the range into a filter over the whole activity — ORDER BY
 *   draw_key LIMIT 1 FOR UPDATE SKIP LOCKED, and wraps to the keys below $8 when none;
 * - the claim writes only locked_by/locked_until (no index covers them: a HOT update);
 *   "locked" is `locked_until > now()`, so a lock's end needs no write;
 * - the claimer's row (primary key activity, claimer) remembers the held video: a re-fetch
 *   without held_id finds it by key, never by scanning the pool;
 * - two draws of one claimer at once (double tap, maybe on two processes): the upsert of
 *   `counted` waits for the other's and sees its row. The first to count wins; a later one
 *   finds `claims` moved since its snapshot, leaves held_video_id and claims alone, and
 *   returns the winner's video as `held_after`: service.ts then releases its own draw and
 *   answers the winner's video (RELEASE_OTHERS), so no reply names a video let go.
 *
 * Parameters: $1 activity id, $2 claimer, $3 brand key, $4 platform (null: any), $5 held_id hint
 * (null), $6 prev_id (null), $7 viewed ids (int[] literal), $8 random draw point, $9 whether a held
 * video among the viewed ids counts as prev_id when $6 is null (see `prev`); then, by variant, the
 * per-IP limit's key, window start and max (see `hit`) and the Douyin share id (see `shared`).
 *
 * The statement only draws when the rules allow it (`gate`: active, platform served, under the
 * limit, not already holding a video it keeps); service.ts reads the facts it returns and
 * answers by the same rules (rules.ts), so the two must stay in step.
 */

/** One probe of the pool: after or before the draw point, skipping viewed ids or not. */
export function probe(name: string, opts: { after: boolean; skipViewed: boolean; onlyIf: string }): string {
  return `${name} as (
  select id from videos
  where activity_id = $1 and published_at is null and state = 'ready'
    and draw_key ${opts.after ? '>=' : '<'} $8
    and (locked_until is null or locked_until <= now())
    and id is distinct from (select id from prev)
    ${opts.skipViewed ? 'and id <> all($7::int[])' : ''}
    and ${opts.onlyIf}
  order by draw_key
  limit 1
  for update skip locked
)`;
}

// Each probe runs only when the ones before it found nothing (one-time InitPlan filters), and
// `pick` stops at the first row: the common claim is a single short index probe.
const FRESH_PROBES = [
  probe('fresh_after', { after: true, skipViewed: true, onlyIf: 'exists (select 1 from gate)' }),
  probe('fresh_before', {
    after: false,
    skipViewed: true,
    onlyIf: 'exists (select 1 from gate) and not exists (select 1 from fresh_after)',
  }),
];
// Every free video has been viewed: the loop ends, draw again ignoring the viewed list. Only in
// the statement for fetches that send viewed ids (a first fetch has none): unused probes still
// cost executor set-up on every call.
const LOOP_PROBES = [
  probe('loop_after', {
    after: true,
    skipViewed: false,
    onlyIf: `exists (select 1 from gate)
      and not exists (select 1 from fresh_after) and not exists (select 1 from fresh_before)`,
  }),
  probe('loop_before', {
    after: false,
    skipViewed: false,
    onlyIf: `exists (select 1 from gate)
      and not exists (select 1 from fresh_after) and not exists (select 1 from fresh_before)
      and not exists (select 1 from loop_after)`,
  }),
];

/** Which parts a claim statement has: parts a fetch does not use still cost executor set-up. */
export interface ClaimVariant {
  /** The fetch sends viewed ids: the loop-end probes. */
  loop: boolean;
  /** The per-IP limit is counted here (database counters): `hit`. */
  limit: boolean;
  /** A Douyin flow: record (or reuse) the share id of the link, `shared`. */
  share: boolean;
}

/** Parameters after the nine every variant has: the limit's three, then the share id. */
function extraParams({ limit, share }: ClaimVariant) {
  const key = 10;
  const shareId = limit ? 13 : 10;
  return {
    limitKey: `$${key}::text`,
    windowStart: `$${key + 1}::timestamptz`,
    max: `$${key + 2}::int`,
    shareId: share ? `$${shareId}::text` : '',
  };
}

const claimSql = (v: ClaimVariant) => {
  const p = extraParams(v);
  return `with
act as (
  select a.id, a.status, a.platforms, a.lock_seconds, a.claim_limit, a.hashtags, a.caption_template,
    s.id as store_id, s.name as store_name, s.province, s.city, s.district, s.address, s.poi_name
  from activities a left join stores s on s.id = a.store_id
  where a.id = $1 and ${visibleText('a', '$3')}
),
me as (
  select held_video_id, taken, claims from claimers where activity_id = $1 and claimer = $2
),
held as (
  select v.id, v.title, v.caption, v.file_key, v.cover_key, v.duration_seconds, v.locked_until
  from videos v
  where v.id in ($5::int, (select held_video_id from me))
    and v.activity_id = $1 and v.locked_by = $2 and v.locked_until > now() and v.published_at is null
  order by v.id = (select held_video_id from me) desc nulls last
  limit 1
),
-- The video this fetch changes away from: prev_id, or (share_activity/random, whose spec clients
-- send no prev_id, $9) the held video when it is among the viewed ids.
prev as (
  select coalesce($6::int, (select id from held where $9::boolean and id = any($7::int[]))) as id
),
${
  v.limit
    ? `-- The per-IP claim limit (docs/decisions/016-limits.md) counted in this statement when the
-- counters live in the database (key, window start, max): counting first in the same transaction
-- costs no second round trip and no second commit, and a request over the limit draws, releases
-- and counts nothing. Without it (Redis counters) the route reserved the slot before.
hit as (
  ${countInStatement(p.limitKey, p.windowStart)}
),
allowed as (select (select count from hit) <= ${p.max} as ok),`
    : `allowed as (select true as ok),`
}
gate as (
  select act.lock_seconds from act
  where act.status = 'active'
    and ($4::text is null or $4::text = any(act.platforms))
    and coalesce((select taken from me), 0) < coalesce(act.claim_limit, 2147483647)
    and not exists (select 1 from held where held.id is distinct from (select id from prev))
    and (select ok from allowed)
),
${(v.loop ? [...FRESH_PROBES, ...LOOP_PROBES] : FRESH_PROBES).join(',\n')},
pick as (
  select id, false as loop_end from fresh_after
  union all select id, false from fresh_before${
    v.loop
      ? `
  union all select id, true from loop_after
  union all select id, true from loop_before`
      : ''
  }
  limit 1
),
drawn as (
  update videos v
  set locked_by = $2, locked_until = now() + make_interval(secs => (select lock_seconds from gate))
  from pick where v.id = pick.id
  returning v.id, v.title, v.caption, v.file_key, v.cover_key, v.duration_seconds, v.locked_until, pick.loop_end
),
released as (
  update videos set locked_by = null, locked_until = null
  where id = (select id from prev) and activity_id = $1 and locked_by = $2 and published_at is null
    and exists (select 1 from drawn)
  returning id
),
counted as (
  insert into claimers as c (activity_id, claimer, held_video_id, views, claims)
  select $1, $2, (select id from drawn), 1, (select count(*)::int from drawn) from act
  where (select ok from allowed)
  on conflict (activity_id, claimer) do update set
    held_video_id = case when c.claims = coalesce((select claims from me), 0)
      then coalesce(excluded.held_video_id, c.held_video_id) else c.held_video_id end,
    views = c.views + 1,
    claims = c.claims + case when c.claims = coalesce((select claims from me), 0) then excluded.claims else 0 end,
    last_seen_at = now()
  returning c.claims, c.held_video_id
),
shown as (
  select id, title, caption, file_key, cover_key, duration_seconds, locked_until, loop_end, true as drawn from drawn
  union all
  select id, title, caption, file_key, cover_key, duration_seconds, locked_until, false, false from held
  where not exists (select 1 from drawn)
)${
    v.share
      ? `,
-- The Douyin flows' share id (prefetched by the server): a re-show of the held video reuses the
-- id its link already has; else this one is recorded for the video shown here (the create_video
-- webhook names it), in this statement rather than in a second one.
prior_share as (
  select share_id from douyin_shares
  where activity_id = $1 and brand_key = $3 and posted_at is null
    and video_id = (select id from held) and not exists (select 1 from drawn)
  order by created_at desc
  limit 1
),
shared as (
  insert into douyin_shares (share_id, brand_key, activity_id, video_id)
  select ${p.shareId}, $3, $1, shown.id from shown
  where not exists (select 1 from prior_share) and (select ok from allowed)
    and (shown.drawn or shown.id is distinct from (select id from prev))
  -- Recorded before only by an attempt whose reply did not carry it (a retry after a double
  -- tap, an id given back): this reply's link names this video.
  on conflict (share_id) do update
    set brand_key = excluded.brand_key, activity_id = excluded.activity_id, video_id = excluded.video_id
  returning share_id
)`
      : ''
  }
select ${v.limit ? '(select count from hit)' : 'null::int'} as ip_hits,
  act.id as activity_id, act.status, act.platforms, act.lock_seconds, act.claim_limit,
  act.hashtags, act.caption_template, act.store_id, act.store_name,
  act.province, act.city, act.district, act.address, act.poi_name,
  coalesce(me.taken, 0) as taken,
  coalesce(me.claims, 0) as claims_before,
  (select claims from counted) as claims_after,
  (select held_video_id from counted) as held_after,
  (select id from prev) as prev_id,
  shown.id as video_id, shown.title as video_title, shown.caption as video_caption, shown.file_key, shown.cover_key,
  shown.duration_seconds, coalesce(shown.loop_end, false) as loop_end, coalesce(shown.drawn, false) as drawn,
  ceil(extract(epoch from shown.locked_until - now()))::int as lock_left,
  ${v.share ? 'coalesce((select share_id from prior_share), (select share_id from shared))' : 'null::text'} as share_id
from (select) as one
left join act on true
left join me on true
left join shown on true`;
};

const BASE_TYPES = ['int', 'text', 'text', 'text', 'int', 'int', 'int[]', 'int', 'boolean'];
const statements = new Map<string, Statement>();

/** The claim statement of this variant (built once; named by its parts, see sql-runner.ts). */
export function claimStatement(v: ClaimVariant): Statement {
  const name = `vm_claim_v6_${v.loop ? 'l' : ''}${v.limit ? 'r' : ''}${v.share ? 's' : ''}`;
  let statement = statements.get(name);
  if (!statement) {
    const types = [
      ...BASE_TYPES,
      ...(v.limit ? ['text', 'timestamptz', 'int'] : []),
      ...(v.share ? ['text'] : []),
    ];
    statement = { name, types, text: claimSql(v) };
    statements.set(name, statement);
  }
  return statement;
}

/**
 * Two fetches of one claimer raced (double tap): this one drew, but another counted first and
 * the claimer row names its video (see `counted`). In a new statement (so it sees every racer's
 * commit), release every other video the claimer still has a running lock on, and return the
 * held one (the winner's, which the winner's reply named) for this reply to name too. The
 * claimer row is locked first, so settling and a racer's bookkeeping take turns. Rare, so a scan
 * of the activity's pool is acceptable. $1 activity, $2 claimer, $3 the share id the claim recorded
 * for its own draw (null: none): it now names the held video, the one the reply's link is for.
 */
export const RELEASE_OTHERS: Statement = {
  name: 'vm_release_others_v5',
  types: ['int', 'text', 'text'],
  text: `with cur as (
  select held_video_id from claimers where activity_id = $1 and claimer = $2 for update
),
released as (
  update videos set locked_by = null, locked_until = null
  where activity_id = $1 and published_at is null and state = 'ready'
    and locked_by = $2 and locked_until > now()
    and id is distinct from (select held_video_id from cur)
),
moved as (
  update douyin_shares set video_id = (select held_video_id from cur)
  where share_id = $3::text and activity_id = $1 and (select held_video_id from cur) is not null
)
select v.id as video_id, v.title as video_title, v.caption as video_caption, v.file_key, v.cover_key, v.duration_seconds,
  ceil(extract(epoch from v.locked_until - now()))::int as lock_left
from videos v
where v.id = (select held_video_id from cur)
  and v.activity_id = $1 and v.locked_by = $2 and v.locked_until > now() and v.published_at is null`,
};
