import { DEMO_COURSE_TOKEN } from '../../shared/demo-codes';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { courseTokens } from './schema';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../plugins/auth';

/** The learner a course token names. */
export interface Learner {
  userId: number;
  brandKey: string;
}

// Issued tokens are 43 characters; the demo's `demo-course-token` is shorter, so allow from 16.
const TOKEN = /^[\w-]{16,200}$/;

/** Missing, unknown, revoked or another brand's: all one answer, which sends the page to login. */
const loginRequired = () => new AppError('loginRequired', { messageKey: 'academy.course_token_required' });

const newCourseToken = () => randomBytes(32).toString('base64url');

export async function issue(db: Db, userId: number, brandKey: string): Promise<string> {
  const token = newCourseToken();
  await db.insert(courseTokens).values({ userId, brandKey, tokenHash: hashToken(token) });
  return token;
}

/** Revokes one token of the user (or every one); the number revoked. */
export async function revoke(db: Db, userId: number, token: string | undefined): Promise<number> {
  const rows = await db
    .update(courseTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(courseTokens.userId, userId),
        isNull(courseTokens.revokedAt),
        token === undefined ? undefined : eq(courseTokens.tokenHash, hashToken(token)),
      ),
    )
    .returning({ id: courseTokens.id });
  return rows.length;
}

const LEARNERS = new WeakMap<FastifyRequest, Promise<Learner>>();

/**
 * The learner of the request's `course-token` header, or 401 / 4011. Looked up once per request:
 * route() checks the header before the input (issue 26), the handler asks again for the learner.
 */
export function learnerOf(request: FastifyRequest): Promise<Learner> {
  let pending = LEARNERS.get(request);
  if (!pending) LEARNERS.set(request, (pending = lookupLearner(request)));
  return pending;
}

async function lookupLearner(request: FastifyRequest): Promise<Learner> {
  const header = request.headers['course-token'];
  const learner = await learnerByToken(request.server.db, header, request.brand.key);
  if (!learner) throw loginRequired();
  return learner;
}

/**
 * The learner a course token names on this brand (the demo token on any): undefined for a
 * missing, malformed (never reaches SQL), unknown, revoked or another brand's token. A repeated
 * header or query parameter counts by its first value.
 */
export async function learnerByToken(db: Db, value: unknown, brandKey: string): Promise<Learner | undefined> {
  const token: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ userId: courseTokens.userId, brandKey: courseTokens.brandKey })
    // A deleted account takes its tokens with it (cascade): no need to look at the account.
    .from(courseTokens)
    .where(and(eq(courseTokens.tokenHash, hashToken(token)), isNull(courseTokens.revokedAt)));
  if (!row || (row.brandKey !== brandKey && token !== DEMO_COURSE_TOKEN)) return undefined;
  return row;
}
