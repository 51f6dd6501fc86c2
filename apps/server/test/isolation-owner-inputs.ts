import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { touchCardItems, touchCardPackages } from '../src/modules/touch-card/schema';
import { DEMO_COURSES } from '../src/demo/seed-academy';
import { shanghaiDay } from '../src/modules/touch-card/rules';
import { DEMO } from '../src/demo/seed-distribution';
import { DEMO_LIBRARY_IDS } from '../src/demo/seed-upload';
import type { CallInput } from './isolation-kit';

// The isolation matrix's owner inputs for the touch-card console (issue 14), the academy console
// (issue 16) and the hand-off export (issue 17): the demo café's own card, courses and activity.
// Each input is valid for the owner whatever order the matrix sends them in (checked at its end).

const CARD = 'DEMO-CARD';
/** Another card of the demo café: items are added to and removed from it, and a copy lands on it. */
const SPARE_CARD = 'DEMO-NFC-01';
const COPY_TARGET = 'DEMO-NFC-02';

/** A PNG's signature and a few bytes: what the image upload checks (the bytes, not the header). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

const settings = {
  logo: 'demo/touch-card-logo.png',
  title: 'Demo café',
  main_business: 'Specialty coffee',
  word_count: 300,
  background: 1,
};

const dayOf = (offset: number) => shanghaiDay(new Date(Date.now() + offset * 86_400_000));

/** Lesson ids of the seeded courses (course × 10 + 1…3). */
export const DEMO_LESSON_IDS = DEMO_COURSES.flatMap((c) => [1, 2, 3].map((n) => c.id * 10 + n));

export async function cardCourseExportInputs(db: Db): Promise<Record<string, CallInput>> {
  const items = await db
    .select({ id: touchCardItems.id, kind: touchCardItems.kind })
    .from(touchCardItems)
    .where(eq(touchCardItems.code, CARD))
    .orderBy(asc(touchCardItems.position));
  const groupBuy = items.find((i) => i.kind === 'group_buy')!;
  const link = items.find((i) => i.kind === 'link')!;
  const packages = await db
    .select({ id: touchCardPackages.id })
    .from(touchCardPackages)
    .where(eq(touchCardPackages.itemId, groupBuy.id))
    .orderBy(asc(touchCardPackages.id));
  // An item of the spare card for the removal, so that the demo card's own items stay whole
  // for the reorder (a permutation of all of them).
  const [spare] = await db
    .insert(touchCardItems)
    .values({
      code: SPARE_CARD,
      kind: 'wifi',
      settings: { kind: 'wifi', ssid: 'Back room', password: '', security: 'nopass' },
      position: 1,
    })
    .returning({ id: touchCardItems.id });
  const [first, second] = DEMO_COURSES.map((c) => c.id) as [number, number];
  const lessonsOf = (course: number) => DEMO_LESSON_IDS.filter((id) => Math.floor(id / 10) === course);
  return {
    'GET /api/member/touch_card/config': { query: { code: CARD } },
    // The seeded week (days of Asia/Shanghai, as the seed writes them).
    'GET /api/member/touch_card/tap_data': { query: { code: CARD, from: dayOf(-6), to: dayOf(0) } },
    'POST /api/member/touch_card/config/update': { body: { code: CARD, ...settings } },
    'POST /api/member/touch_card/config/copy': { body: { from_code: CARD, to_code: COPY_TARGET } },
    'POST /api/member/touch_card/items/add': { body: { code: SPARE_CARD, item: { kind: 'collection' } } },
    'POST /api/member/touch_card/items/update': {
      body: {
        code: CARD,
        id: link.id,
        item: { kind: 'link', url: 'https://www.example.com/menu', title: 'Menu' },
      },
    },
    'POST /api/member/touch_card/items/reorder': {
      body: { code: CARD, ids: items.map((i) => i.id).reverse() },
    },
    'POST /api/member/touch_card/items/remove': { body: { code: SPARE_CARD, id: spare!.id } },
    'POST /api/member/touch_card/group_buy/add': {
      body: {
        code: CARD,
        item_id: groupBuy.id,
        share_text: '【美团】Demo café 咖啡套餐 https://dpurl.cn/demoC3',
      },
    },
    'POST /api/member/touch_card/group_buy/retry': { body: { code: CARD, package_id: packages[0]!.id } },
    'POST /api/member/touch_card/group_buy/remove': { body: { code: CARD, package_id: packages[1]!.id } },
    'POST /api/member/touch_card/images/upload': {
      query: { purpose: 'logo' },
      raw: { contentType: 'image/png', payload: PNG },
    },
    'GET /api/member/console/academy/course': { query: { id: String(first) } },
    'GET /api/member/console/academy/course/learners': { query: { id: String(first) } },
    'POST /api/member/console/academy/course/update': { body: { id: first, title: 'Renamed course' } },
    'POST /api/member/console/academy/course/status': { body: { id: second, action: 'hide' } },
    // Lessons are added to and removed from the second course; the first is reordered whole.
    'POST /api/member/console/academy/lesson/create': {
      body: { course_id: second, library_video_id: DEMO_LIBRARY_IDS[0], title: 'Extra lesson' },
    },
    'POST /api/member/console/academy/lesson/update': {
      body: { id: lessonsOf(first)[0], title: 'Renamed lesson' },
    },
    'POST /api/member/console/academy/lesson/remove': { body: { id: lessonsOf(second)[2] } },
    'POST /api/member/console/academy/lessons/order': {
      body: { course_id: first, lesson_ids: lessonsOf(first).reverse() },
    },
    'POST /api/member/console/activity_export': { body: { activity_id: DEMO.douyinActivity } },
    'POST /api/member/library/rename': {
      body: { items: [{ library_video_id: DEMO_LIBRARY_IDS[1], title: 'Renamed clip' }] },
    },
  };
}
