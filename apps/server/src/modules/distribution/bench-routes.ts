import { defineEndpoint } from '@vidmatrix/contract/endpoint';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../http/route';
import { newTeam } from '../team/service';
import { probe } from './claim-sql';
import { drawPoint } from './rules';
import { sqlRunner, type Statement } from './sql-runner';

// Only with BENCH_ENDPOINTS=true (refused in production): what bench/claims.mjs measures the
// claim against, through the same server, pool and statement runner. The floor is the cheapest
// write there is; `draw` is the claim design's core alone (probe + lock + release of prev_id);
// `remember` adds the claimer row that makes a re-fetch without held_id find the video.

const floor = defineEndpoint({
  method: 'POST',
  path: '/bench/floor',
  summary: 'Benchmark floor: a one-row primary-key UPDATE … RETURNING',
  tags: ['bench'],
  auth: 'public',
  body: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int().nullable() }),
});

const draw = defineEndpoint({
  method: 'POST',
  path: '/bench/draw',
  summary: 'Benchmark: the bare draw (optionally with the claimer row)',
  tags: ['bench'],
  auth: 'public',
  body: z.object({
    activity_id: z.number().int(),
    prev_id: z.number().int().optional(),
    remember: z.boolean(),
  }),
  response: z.object({ exist: z.boolean(), items: z.array(z.object({ mixed_video_id: z.number().int() })) }),
});

const pool = defineEndpoint({
  method: 'POST',
  path: '/bench/pool',
  summary: 'Benchmark set-up: a fresh activity with `size` ready videos',
  tags: ['bench'],
  auth: 'public',
  body: z.object({ size: z.number().int().min(1).max(1_000_000) }),
  response: z.object({
    activity_id: z.number().int(),
    first_video_id: z.number().int(),
    last_video_id: z.number().int(),
  }),
});

// Rewrites a column no index covers, like a claim does: the cheapest write a claim could be.
const FLOOR: Statement = {
  name: 'vm_bench_floor_v1',
  types: ['int'],
  text: 'update videos set locked_until = locked_until where id = $1 returning id',
};

// $1 activity, $8 draw point, $6 prev id, $2 claimer (numbered as in the claim statement, which
// `probe` is shared with; $3–$5 and $7 are unused placeholders).
const drawText = (remember: boolean) => `with
prev as (select $6::int as id),
${probe('fresh_after', { after: true, skipViewed: false, onlyIf: 'true' })},
${probe('fresh_before', { after: false, skipViewed: false, onlyIf: 'not exists (select 1 from fresh_after)' })},
pick as (select id from fresh_after union all select id from fresh_before limit 1),
drawn as (
  update videos v set locked_by = $2, locked_until = now() + interval '12 hours'
  from pick where v.id = pick.id returning v.id
),
released as (
  update videos set locked_by = null, locked_until = null
  where id = $6::int and locked_by = $2 and exists (select 1 from drawn) returning id
)${
  remember
    ? `,
counted as (
  insert into claimers as c (activity_id, claimer, held_video_id, views, claims)
  values ($1, $2, (select id from drawn), 1, 1)
  on conflict (activity_id, claimer) do update set
    held_video_id = excluded.held_video_id, views = c.views + 1, claims = c.claims + 1
  returning c.claims
)`
    : ''
}
select (select id from drawn) as id, $3::text as p3, $4::text as p4, $5::int as p5, $7::int[] as p7`;

const DRAW = (remember: boolean): Statement => ({
  name: remember ? 'vm_bench_draw_remember_v2' : 'vm_bench_draw_v2',
  types: ['int', 'text', 'text', 'text', 'int', 'int', 'int[]', 'int'],
  text: drawText(remember),
});

const POOL: Statement = {
  name: 'vm_bench_pool_v2',
  types: ['text', 'int', 'int'],
  text: `with
act as (
  insert into activities (brand_key, team_id, title, platforms, lock_seconds)
  values ($1, $3, 'Bench pool', '{douyin,wechat,xhs,ks}', 43200) returning id
),
made as (
  insert into videos (activity_id, title, file_key, cover_key, duration_seconds)
  select act.id, 'Bench ' || n, 'demo/clip-01.mp4', 'demo/clip-01.jpg', 3 from act, generate_series(1, $2::int) n
  returning id
)
select (select id from act) as activity_id, min(id)::int as first_video_id, max(id)::int as last_video_id from made`,
};

export default async function benchRoutes(app: FastifyInstance) {
  const runner = sqlRunner(app.database);
  route(app, floor, async ({ body }) => {
    const [row] = await runner.query<{ id: number }>(FLOOR, [body.id]);
    return { id: row?.id ?? null };
  });
  route(app, draw, async ({ body, request }) => {
    const claimer = `v:${String(request.headers['visitor-id'])}`;
    const [row] = await runner.query<{ id: number | null }>(DRAW(body.remember), [
      body.activity_id,
      claimer,
      null,
      null,
      null,
      body.prev_id ?? null,
      '{}',
      drawPoint(),
    ]);
    return row?.id ? { exist: true, items: [{ mixed_video_id: row.id }] } : { exist: false, items: [] };
  });
  route(app, pool, async ({ body, request }) => {
    // The pool's team is team's to make.
    const team = await newTeam(app.db, request.brand.key, 'Bench');
    const [row] = await runner.query<z.output<typeof pool.response>>(POOL, [
      request.brand.key,
      body.size,
      team.id,
    ]);
    // Fresh statistics and visibility map for the bulk insert, so runs do not race autovacuum.
    await app.db.execute(sql`vacuum analyze videos`);
    return row!;
  });
}
