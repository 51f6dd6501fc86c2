import { mixSources } from '@vidmatrix/contract/mix-sources';
import { and, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { Principal } from '../../plugins/auth';
import { teamActivities } from '../distribution/service';
import { mixProjects, mixRenders, mixVariants } from './schema';
import { teamOf } from './service';

/**
 * The team's mix projects that rendered into an activity, and the pool videos their renders
 * added. A pool video removed since is no longer named (its variant's reference was cleared).
 */
async function activitySources(db: Db, teamId: number, activityId: number) {
  const ofActivity = and(eq(mixRenders.teamId, teamId), eq(mixRenders.activityId, activityId));
  const [projects, videos] = await Promise.all([
    db
      .select({
        id: mixProjects.id,
        title: mixProjects.title,
        renders: countDistinct(mixRenders.id),
        videos: sql<number>`count(${mixVariants.videoId})::int`,
      })
      .from(mixRenders)
      .innerJoin(mixProjects, eq(mixProjects.id, mixRenders.projectId))
      .leftJoin(mixVariants, eq(mixVariants.renderId, mixRenders.id))
      .where(ofActivity)
      .groupBy(mixProjects.id, mixProjects.title)
      .orderBy(desc(sql`max(${mixRenders.createdAt})`), desc(mixProjects.id)),
    db
      .select({ video_id: sql<number>`${mixVariants.videoId}`, project_id: mixRenders.projectId })
      .from(mixVariants)
      .innerJoin(mixRenders, eq(mixRenders.id, mixVariants.renderId))
      .where(and(ofActivity, isNotNull(mixVariants.videoId)))
      .orderBy(mixVariants.videoId),
  ]);
  return { projects, videos };
}

/**
 * GET /member/mix/sources: what the console's activity page shows of the studio. Another team's
 * or brand's activity is "not found", exactly like an unknown id (the console's own check).
 */
export function sourcesRoutes(app: FastifyInstance, merchant: (r: FastifyRequest) => Promise<Principal>) {
  route(app, mixSources, async ({ query, request }) => {
    const teamId = teamOf(await merchant(request));
    const owner = { teamId, brandKey: request.brand.key };
    if (!(await teamActivities.findActivity(app.db, owner, query.activity_id))) {
      throw new AppError('activityNotFound', { messageKey: 'distribution.activity_not_found' });
    }
    return activitySources(app.db, teamId, query.activity_id);
  });
}
