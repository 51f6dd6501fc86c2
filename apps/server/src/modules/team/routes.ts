import {
  acceptInvitation,
  createInvitation,
  createTeam,
  getTeam,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from '@vidmatrix/contract/team';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { LIMITS, reserve } from '../../shared/throttle';
import * as team from './service';

export default async function teamRoutes(app: FastifyInstance) {
  route(app, getTeam, async ({ request }) => ({
    team: await team.getTeam(app.db, await request.requireRole('member')),
  }));

  route(app, createTeam, async ({ body, request }) => ({
    team: await team.createTeam(app.db, await request.requireRole('member'), body.name),
  }));

  route(app, createInvitation, async ({ body, request }) => {
    const admin = await request.requireRole('team_admin');
    // Counted before the invitation is made, every one: a burst cannot overshoot (decision 016).
    await reserve(app.counters, [LIMITS.invitationsPerTeam(admin.teamId!)]);
    return team.createInvitation(app.db, admin, body);
  });

  route(app, resendInvitation, async ({ body, request }) =>
    team.resendInvitation(app.db, await request.requireRole('team_admin'), body),
  );

  route(app, revokeInvitation, async ({ body, request }) =>
    team.revokeInvitation(app.db, await request.requireRole('team_admin'), body.id),
  );

  // Open: the link itself is the credential; a signed-in caller may learn it already joined.
  route(app, previewInvitation, async ({ query, request }) =>
    team.previewInvitation(app.db, request.brand.key, query.token, await request.optionalPrincipal()),
  );

  route(app, acceptInvitation, async ({ body, request }) => ({
    team: await team.acceptInvitation(app.db, await request.requireRole('member'), body.token),
  }));
}
