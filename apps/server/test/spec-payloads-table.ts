import { expect } from 'vitest';
import { DEMO_COURSE_TOKEN } from '../src/shared/demo-codes';
import { DEMO_SHARES } from '../src/demo/seed-share';

// The table of spec-payloads.test.ts: spec §7's calls as the spec's browser clients send them
// (issue 12), each with a canonical payload, the variants that apply to it, and what a real
// success looks like (a video, a report, a link: not merely "not 40000").

export type Payload = Record<string, unknown>;
export interface Reply {
  code: number;
  message: string;
  data: Record<string, unknown>;
}

/** Every spec §7 call this server implements. */
export const SPEC_CALLS = [
  'GET /member/douyin/share_activity/video',
  'POST /member/douyin/share_activity/random',
  'GET /open/member/share_url_info',
  'GET /member/video/mixed/share_web/link_code',
  'POST /member/video/mixed/share_web/passwd',
  'GET /member/video/mixed/share_web/page',
  'GET /member/video/mixed/share_web/info',
  'POST /member/video/mixed/share_web/download',
  'POST /member/browser_video/activity_log/fetch_video',
  'POST /member/browser_video/activity_log/download_report',
  'POST /member/browser_video/activity_log/expire_report',
  'POST /open/weixin_dist/activity_log/fetch_video',
  'POST /open/weixin_dist/activity_log/fetch_video_v2',
  'POST /open/weixin_dist/activity_log/download_report',
  'POST /open/xhs/activity_log/fetch_video',
  'POST /open/xhs/activity_log/fetch_video_v2',
  'POST /open/xhs/activity_log/download_report',
  'POST /open/kuaishou/random_video',
  'POST /open/kuaishou/random_video_v2',
  'POST /open/kuaishou/create_task',
  'POST /open/distribution/nfc_card/get_share_url',
  'GET /open/distribution/nfc_card/get_xhs_sign',
  'GET /member/srv_setting/info',
  'GET /member/copywriter/college/course/page',
  'GET /member/copywriter/college/course/info',
  'GET /member/copywriter/college/course/lessons/page',
  'GET /member/copywriter/college/course/lessons/info',
  'POST /member/copywriter/college/course/lessons/record',
] as const;
export type Call = (typeof SPEC_CALLS)[number];

/** Our own pool, large enough for every variant's claim, with one card per platform. */
interface Pool {
  id: number;
  videoIds: number[];
  cards: Record<'wechat' | 'xhs' | 'ks', string>;
}
type Send = (call: Call, payload: Payload, headers?: Record<string, string>) => Promise<Reply>;
/** Filled in by the test's beforeAll: how to call the app, the pool, a Kuaishou authorization. */
export const fixture = {} as { send: Send; pool: Pool; authorizeId: string };

export const item = (reply: Reply) => {
  expect(reply, JSON.stringify(reply)).toMatchObject({ code: 0, data: { exist: true } });
  return (reply.data.items as { mixed_video_id: number; video_title: string }[])[0]!;
};

/** Claims a video of the pool for `who` through `call`, the way its page does. */
const claim = (call: Call, who: string, extra: Payload = {}) =>
  fixture.send(call, { activity_id: fixture.pool.id, ...extra }, { 'visitor-id': who }).then(item);

async function shareToken(): Promise<string> {
  const reply = await fixture.send('GET /member/video/mixed/share_web/link_code', { code: DEMO_SHARES.open });
  return reply.data.share_video_token as string;
}

interface Row {
  call: Call;
  /** Optional id fields ("" = absent) and list fields ("" = empty, "a, b" = two ids). */
  optionalIds?: string[];
  lists?: string[];
  /** The canonical payload and headers for a fresh visitor `who`. */
  build: (who: string) => Promise<{ payload: Payload; headers?: Record<string, string> }>;
  /** What a real success looks like. */
  ok: (reply: Reply) => void;
}

const video = (reply: Reply) => void item(reply);
const reported = (reply: Reply) => expect(reply).toMatchObject({ code: 0, data: { reported: true } });
const claimed = (fetch: Call, report: Call): Row => ({
  call: report,
  build: async (who) => {
    const { mixed_video_id } = await claim(fetch, who);
    return { payload: { activity_id: fixture.pool.id, mixed_video_id }, headers: { 'visitor-id': who } };
  },
  ok: reported,
});
const fetchRow = (call: Call, card?: keyof Pool['cards']): Row => ({
  call,
  optionalIds: card ? ['prev_id', 'held_id'] : ['prev_id', 'held_id', 'nfc_code'],
  lists: ['view_ids'],
  build: async (who) => ({
    payload: {
      activity_id: fixture.pool.id,
      ...(card ? { nfc_code: fixture.pool.cards[card] } : {}),
      prev_id: 1,
      held_id: 1,
    },
    headers: { 'visitor-id': who },
  }),
  ok: video,
});
const ksRow = (call: Call, card: boolean): Row => ({
  call,
  optionalIds: ['id', 'prev_id', 'held_id', 'authorize_id', ...(card ? [] : ['nfc_code'])],
  lists: ['view_mixed_video_ids'],
  build: async (who) => ({
    payload: {
      id: fixture.pool.id,
      activity_id: fixture.pool.id,
      ...(card ? { nfc_code: fixture.pool.cards.ks } : {}),
    },
    headers: { 'visitor-id': who },
  }),
  ok: video,
});

/** The course calls (issue 16) on the demo courses, with the demo member's course token. */
function academyRows(): Row[] {
  const course = { 'course-token': DEMO_COURSE_TOKEN };
  const ok = (data: object) => (reply: Reply) => expect(reply).toMatchObject({ code: 0, data });
  const C = '/member/copywriter/college/course';
  return [
    { call: 'GET /member/srv_setting/info', build: async () => ({ payload: {} }), ok: ok({ academy: {} }) },
    {
      call: `GET ${C}/page`,
      optionalIds: ['page', 'page_size'],
      build: async () => ({ payload: { page: 1, page_size: 10 }, headers: course }),
      ok: ok({ page: 1 }),
    },
    {
      call: `GET ${C}/info`,
      build: async () => ({ payload: { id: 1001 }, headers: course }),
      ok: ok({ id: 1001 }),
    },
    {
      call: `GET ${C}/lessons/page`,
      optionalIds: ['page', 'page_size'],
      build: async () => ({ payload: { course_id: 1001, page: 1, page_size: 10 }, headers: course }),
      ok: ok({ total: 3 }),
    },
    {
      call: `GET ${C}/lessons/info`,
      build: async () => ({ payload: { id: 10011 }, headers: course }),
      ok: ok({ id: 10011 }),
    },
    {
      call: `POST ${C}/lessons/record`,
      optionalIds: ['id'],
      build: async () => ({
        payload: { lesson_id: 10012, id: 10012, position: 1, played: [[0, 1]] },
        headers: course,
      }),
      ok: ok({ record: { position: 1 } }),
    },
  ];
}

export const ROWS: Row[] = [
  {
    call: 'GET /member/douyin/share_activity/video',
    optionalIds: ['held_id'],
    lists: ['view_mixed_video_ids'],
    build: async (who) => ({ payload: { id: fixture.pool.id }, headers: { 'visitor-id': who } }),
    ok: video,
  },
  {
    call: 'POST /member/douyin/share_activity/random',
    optionalIds: ['prev_id'],
    lists: ['view_mixed_video_ids'],
    build: async (who) => ({ payload: { id: fixture.pool.id }, headers: { 'visitor-id': who } }),
    ok: video,
  },
  {
    call: 'GET /open/member/share_url_info',
    build: async () => ({ payload: { id: fixture.pool.id } }),
    ok: (reply) =>
      expect(reply).toMatchObject({
        code: 0,
        data: { activity_id: fixture.pool.id, platforms: expect.any(Array) },
      }),
  },
  {
    call: 'GET /member/video/mixed/share_web/link_code',
    optionalIds: ['link_code'],
    build: async () => ({ payload: { code: DEMO_SHARES.open, link_code: DEMO_SHARES.open } }),
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { code: DEMO_SHARES.open } }),
  },
  {
    call: 'POST /member/video/mixed/share_web/passwd',
    optionalIds: ['password'],
    build: async () => ({
      payload: { code: DEMO_SHARES.protected, passwd: DEMO_SHARES.password, password: DEMO_SHARES.password },
    }),
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { kind: 'videos' } }),
  },
  {
    call: 'GET /member/video/mixed/share_web/page',
    optionalIds: ['page'],
    build: async () => ({
      payload: { page: 1, page_size: 2 },
      headers: { 'share-video-token': await shareToken() },
    }),
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { page: 1, page_size: 2, total: 4 } }),
  },
  {
    call: 'GET /member/video/mixed/share_web/info',
    build: async () => ({ payload: {}, headers: { 'share-video-token': await shareToken() } }),
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { code: DEMO_SHARES.open, count: 4 } }),
  },
  {
    call: 'POST /member/video/mixed/share_web/download',
    optionalIds: ['video_id'],
    build: async () => ({
      payload: { video_id: 100106, mixed_video_id: 100106 },
      headers: { 'share-video-token': await shareToken() },
    }),
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { video_id: 100106 } }),
  },
  ...academyRows(),
  fetchRow('POST /member/browser_video/activity_log/fetch_video'),
  claimed(
    'POST /member/browser_video/activity_log/fetch_video',
    'POST /member/browser_video/activity_log/download_report',
  ),
  claimed(
    'POST /member/browser_video/activity_log/fetch_video',
    'POST /member/browser_video/activity_log/expire_report',
  ),
  fetchRow('POST /open/weixin_dist/activity_log/fetch_video'),
  fetchRow('POST /open/weixin_dist/activity_log/fetch_video_v2', 'wechat'),
  claimed(
    'POST /open/weixin_dist/activity_log/fetch_video',
    'POST /open/weixin_dist/activity_log/download_report',
  ),
  fetchRow('POST /open/xhs/activity_log/fetch_video'),
  fetchRow('POST /open/xhs/activity_log/fetch_video_v2', 'xhs'),
  claimed('POST /open/xhs/activity_log/fetch_video', 'POST /open/xhs/activity_log/download_report'),
  ksRow('POST /open/kuaishou/random_video', false),
  ksRow('POST /open/kuaishou/random_video_v2', true),
  {
    call: 'POST /open/kuaishou/create_task',
    build: async (who) => {
      const held = await claim('POST /open/kuaishou/random_video', who, {
        authorize_id: fixture.authorizeId,
      });
      const payload = { video_title: held.video_title, mixed_video_id: held.mixed_video_id };
      return { payload: { ...payload, activity_id: fixture.pool.id, authorize_id: fixture.authorizeId } };
    },
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { status: 'published' } }),
  },
  {
    call: 'POST /open/distribution/nfc_card/get_share_url',
    build: async () => ({ payload: { code: fixture.pool.cards.ks, source: 2, urlParams: '' } }),
    ok: (reply) => expect(reply).toMatchObject({ code: 0, data: { url: expect.stringMatching(/^http/) } }),
  },
  {
    call: 'GET /open/distribution/nfc_card/get_xhs_sign',
    build: async () => ({ payload: { code: fixture.pool.cards.xhs, source: 3 } }),
    ok: (reply) =>
      expect(reply).toMatchObject({ code: 0, data: { card_config: { signature: expect.any(String) } } }),
  },
];

const stringify = (p: Payload): Payload =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
const blank = (p: Payload, fields: string[], value: string) =>
  Object.fromEntries([...Object.entries(p), ...fields.map((f) => [f, value])]);

/** The variants of a canonical payload: only those the call has fields for. */
export function variants(row: Row): [string, (p: Payload) => Payload][] {
  const viewed = () => `${fixture.pool.videoIds.at(-1)}, ${fixture.pool.videoIds.at(-2)}`;
  return [
    ['numbers as strings', stringify],
    ...(row.optionalIds
      ? [['empty optional id', (p: Payload) => blank(stringify(p), row.optionalIds!, '')]]
      : []),
    ...(row.lists
      ? [
          ['empty list', (p: Payload) => blank(p, row.lists!, '')],
          ['list with spaces', (p: Payload) => blank(p, row.lists!, viewed())],
        ]
      : []),
    ['plateform', (p: Payload) => ({ ...stringify(p), plateform: 'ks' })],
  ] as [string, (p: Payload) => Payload][];
}
