import type { Db } from '../src/db/client';
import { mixRenders, mixVariants } from '../src/modules/mix/schema';
import { DEMO } from '../src/demo/seed-distribution';
import { DEMO_MIX_PROJECT_ID, DEMO_MIX_RECIPE, DEMO_MIX_SHOT_IDS } from '../src/demo/seed-mix';
import type { CallInput } from './isolation-kit';

// The isolation matrix's owner inputs for the mixing studio (issue 25): the demo café's mix
// project and one render of it (made here, stopped before any job works on it).

const recipeBody = {
  title: 'Owner mix',
  scenes: [
    { name: 'Door', clip_ids: DEMO_MIX_SHOT_IDS.slice(0, 2) },
    { name: 'Drinks', clip_ids: DEMO_MIX_SHOT_IDS.slice(2, 4) },
  ],
};

export async function mixInputs(db: Db): Promise<Record<string, CallInput>> {
  const [render] = await db
    .insert(mixRenders)
    .values({
      projectId: DEMO_MIX_PROJECT_ID,
      teamId: DEMO.teamId,
      activityId: DEMO.douyinActivity,
      title: 'Owner render',
      recipe: DEMO_MIX_RECIPE,
      total: 2,
      stopped: 'failed',
      errorKey: 'mix.render_failed',
    })
    .returning({ id: mixRenders.id });
  const id = render!.id;
  await db.insert(mixVariants).values(
    [0, 1].map((idx) => ({
      renderId: id,
      idx,
      shotIds: DEMO_MIX_SHOT_IDS.slice(0, 2),
      shotSeconds: [4, 4],
      caption: 'Owner line',
      state: 'failed' as const,
      errorKey: 'mix.render_failed',
    })),
  );
  return {
    'POST /api/member/mix/projects/create': { body: recipeBody },
    'POST /api/member/mix/projects/update': { body: { ...recipeBody, id: DEMO_MIX_PROJECT_ID } },
    'GET /api/member/mix/projects/info': { query: { id: String(DEMO_MIX_PROJECT_ID) } },
    'GET /api/member/mix/projects/preview': { query: { id: String(DEMO_MIX_PROJECT_ID) } },
    'POST /api/member/mix/projects/preview': { body: { id: DEMO_MIX_PROJECT_ID } },
    'GET /api/member/mix/renders/list': { query: { project_id: String(DEMO_MIX_PROJECT_ID) } },
    'POST /api/member/mix/renders/create': {
      body: { project_id: DEMO_MIX_PROJECT_ID, count: 1, activity_id: DEMO.douyinActivity },
    },
    'GET /api/member/mix/renders/info': { query: { id: String(id) } },
    'GET /api/member/mix/sources': { query: { activity_id: String(DEMO.douyinActivity) } },
    'POST /api/member/mix/renders/cancel': { body: { id } },
    'POST /api/member/mix/renders/retry': { body: { id } },
  };
}
