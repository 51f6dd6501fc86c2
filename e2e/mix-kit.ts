import { expect, type APIRequestContext } from '@playwright/test';

/** The studio's API for the mix specs: a body makes it a POST. */
export async function mixCall<T>(request: APIRequestContext, token: string, path: string, data?: object) {
  const reply = data
    ? await request.post(`/api${path}`, { headers: { token }, data })
    : await request.get(`/api${path}`, { headers: { token } });
  return (await reply.json()) as { code: number; message: string; data: T };
}

/** The demo shots are made by ffmpeg after the server starts: waits until these are stored. */
export async function shotsReady(request: APIRequestContext, token: string, ids: number[]) {
  await expect
    .poll(
      async () => {
        const library = await mixCall<{ videos: { id: number; size: number }[] }>(
          request,
          token,
          '/member/library/videos',
        );
        return ids.every((id) => (library.data.videos.find((v) => v.id === id)?.size ?? 0) > 0);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

/** A fresh activity of the demo café to render into, so the seeded pools other specs count stay. */
export async function freshActivity(
  request: APIRequestContext,
  token: string,
  title: string,
  hashtags: string[] = [],
) {
  const created = await mixCall<{ activity: { id: number } }>(
    request,
    token,
    '/member/console/activity/create',
    {
      title,
      platforms: ['douyin'],
      lock_seconds: 600,
      claim_limit: null,
      store_id: null,
      hashtags,
    },
  );
  expect(created.code, created.message).toBe(0);
  return created.data.activity.id;
}
