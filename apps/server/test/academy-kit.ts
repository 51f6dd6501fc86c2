import type { FastifyInstance } from 'fastify';
import { seedDemoData } from '../src/demo/seed';
import { DEMO_COURSE_TOKEN } from '../src/shared/demo-codes';
import { get, post, type Reply } from './auth-kit';
import { hostOf } from './helper';
import { testDatabase } from './test-database';

const COURSE = '/member/copywriter/college/course';
const AUTHOR = '/member/console/academy';
export { DEMO_COURSE_TOKEN };

/** Demo data (two published courses of the demo café, the demo member's course token). */
export async function seeded(): Promise<void> {
  await seedDemoData((await testDatabase()).db);
}

function toReply(res: Awaited<ReturnType<FastifyInstance['inject']>>): Reply {
  const body = res.json() as { code: number; message: string; data: unknown };
  return { status: res.statusCode, code: body.code, message: body.message, data: body.data, raw: res };
}

/** A learner call with the `course-token` header (none when `courseToken` is undefined). */
export async function learnerCall(
  app: FastifyInstance,
  path: string,
  o: { courseToken?: string | undefined; query?: Record<string, string>; body?: object; brand?: string } = {},
): Promise<Reply> {
  const headers = {
    host: hostOf(o.brand ?? 'vidmatrix'),
    ...(o.courseToken === undefined ? {} : { 'course-token': o.courseToken }),
  };
  const res = await app.inject({
    method: o.body ? 'POST' : 'GET',
    url: `/api${COURSE}${path}`,
    headers,
    ...(o.query ? { query: o.query } : {}),
    ...(o.body ? { payload: o.body } : {}),
  });
  return toReply(res);
}

/** Issues a course token for a signed-in member through the API. */
export async function courseTokenFor(app: FastifyInstance, sessionToken: string, brand = 'vidmatrix') {
  const reply = await post(app, `${COURSE}/token`, {}, { token: sessionToken, brand });
  if (reply.code !== 0) throw new Error(`course token: ${reply.code} ${reply.message}`);
  return reply.data as { course_token: string; academy_url: string };
}

export const author = (
  app: FastifyInstance,
  token: string,
  path: string,
  body?: object,
  query?: Record<string, string>,
) =>
  body
    ? post(app, `${AUTHOR}${path}`, body, { token })
    : get(app, `${AUTHOR}${path}`, query ?? {}, { token });
