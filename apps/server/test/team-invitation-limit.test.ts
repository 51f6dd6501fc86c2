import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { teamInvitations } from '../src/modules/team/schema';
import { INVITATIONS_PER_TEAM_PER_HOUR } from '../src/shared/throttle';
import { db, post } from './auth-kit';
import { teamAdmin } from './copywriting-kit';
import { buildTestApp, startClearOfWindowEdge } from './helper';

// Issue 26 §2: 200 concurrent invitations/create made 200 invitations. Like the other writes a
// team makes, it is capped per team per hour, counted before the invitation is made.

const BURST = 200;
const create = (app: Awaited<ReturnType<typeof buildTestApp>>, token: string) =>
  post(app, '/member/team/invitations/create', { expires_in_hours: 24 }, { token, language: 'en' });

describe('invitations per team per hour', () => {
  beforeEach(() => startClearOfWindowEdge(60 * 60 * 1000), 30_000);

  it(`a burst of ${BURST} makes ${INVITATIONS_PER_TEAM_PER_HOUR}; the rest are 42900 with the wait; another team is not affected`, async () => {
    const app = await buildTestApp();
    const admin = await teamAdmin(app);
    const replies = await Promise.all(Array.from({ length: BURST }, () => create(app, admin.token)));
    const codes = replies.reduce<Record<number, number>>(
      (m, r) => ({ ...m, [r.code]: (m[r.code] ?? 0) + 1 }),
      {},
    );
    expect(codes).toEqual({ 0: INVITATIONS_PER_TEAM_PER_HOUR, 42900: BURST - INVITATIONS_PER_TEAM_PER_HOUR });
    const refused = replies.find((r) => r.code === 42900)!;
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(
      /^Your team has reached this hour's invitation limit; try again in \d+ min$/,
    );
    expect(refused.data.retry_after_s).toBe(Number(refused.raw.headers['retry-after']));
    const [made] = await (
      await db()
    )
      .select({ n: count() })
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, admin.teamId));
    expect(made!.n).toBe(INVITATIONS_PER_TEAM_PER_HOUR);

    const other = await teamAdmin(app);
    expect((await create(app, other.token)).code).toBe(0);
  });
});
