import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField } from './input-fields';

/**
 * Which mix projects filled an activity's pool (issue 25, decision 030): the console's activity
 * page names them and marks the pool videos that came from a render. Asked of the mixing studio,
 * which alone reads its renders.
 */
export const mixSources = defineEndpoint({
  method: 'GET',
  path: '/member/mix/sources',
  summary: "Merchant: the mix projects whose renders went into an activity's pool, and their pool videos",
  tags: ['mix'],
  auth: 'token',
  query: z.object({ activity_id: idField }),
  response: z.object({
    projects: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        /** Its renders into this activity and the pool videos they added. */
        renders: z.number().int(),
        videos: z.number().int(),
      }),
    ),
    /** Each pool video a render added (`mixed_video_id` of the pool) and its project. */
    videos: z.array(z.object({ video_id: z.number().int(), project_id: z.number().int() })),
  }),
});
