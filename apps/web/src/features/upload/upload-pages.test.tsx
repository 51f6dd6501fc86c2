import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../../shared/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { jsonReply, visit } from '../../shared/api/api-test-kit';
import { stubBrowserApis } from '../../test/antd-test-kit';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { LibraryPage } from './pages/library-page';
import { UploaderPage } from './pages/uploader-page';

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
// antd's responsive helpers need matchMedia and ResizeObserver, which jsdom lacks.
beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  visit('/');
});

/** Answers each API path with its envelope. */
function serve(replies: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
      return Promise.resolve(jsonReply(replies[path] ?? { code: 40400, message: 'nope', data: null }));
    }),
  );
}

function renderPage(ui: ReactNode, path: string) {
  visit(path);
  // As the app's client: a failed read shows at once (no retries).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={pseudo}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Data shown as is (file names, codec names) is not UI copy. */
function expectOnlyTranslatedText(data: string[] = []) {
  expect(countTokens(document.body)).toBeGreaterThan(0);
  expect(hardCodedStrings(document.body, data)).toEqual([]);
}

const ok = (data: unknown) => ({ code: 0, message: 'ok', data });

describe('upload pages: every visible string comes from a locale file', () => {
  it('/uploader signed out: the raw 4011 becomes a "please log in first" state with a way back', async () => {
    serve({ '/member/upload/task/list': { code: 4011, message: 'x', data: null } });
    renderPage(<UploaderPage />, '/uploader?activity_id=7');
    await screen.findByText('⟦upload:uploader.loginFirst⟧');
    const link = screen.getByRole('link', { name: '⟦upload:uploader.login⟧' });
    expect(link.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/uploader?activity_id=7')}`,
    );
    expectOnlyTranslatedText();
  });

  it('/uploader signed in: limits, the target activity and "no upload tasks"', async () => {
    serve({
      '/member/upload/task/list': ok({ tasks: [] }),
      '/member/library/activities': ok({
        activities: [{ id: 7, title: 'Spring tasting', status: 'active', videos: 0 }],
      }),
    });
    renderPage(<UploaderPage />, '/uploader?activity_id=7');
    await screen.findByText('⟦upload:messages.noTasks⟧');
    expect(screen.getByText(/⟦upload:uploader.limits⟧ 20 20/)).toBeTruthy();
    // The target activity by its title, linked, not its id.
    const target = await screen.findByRole('link', { name: 'Spring tasting' });
    expect(target.getAttribute('href')).toBe('/console/activities/7');
    expectOnlyTranslatedText(['Spring tasting']);
  });

  it('/console/library: quota, upload panel, the table with a failed check flagged', async () => {
    const video: LibraryVideo = {
      id: 2000001,
      title: 'shopfront',
      md5: 'a'.repeat(32),
      video_url: '/media/library/1/a.mp4',
      cover_url: '/media/library/1/a.jpg',
      duration_seconds: 12,
      size: 3 * 1024 * 1024,
      width: 360,
      height: 640,
      video_codec: 'h264',
      audio_codec: 'aac',
      checks: [{ code: 'duration', ok: false, detail: '0.5 s' }],
      checks_ok: false,
      activity_ids: [1001],
      activities: [{ id: 1001, title: 'Spring tasting' }],
      created_at: new Date(0).toISOString(),
    };
    serve({
      '/member/library/videos': ok({
        videos: [video],
        quota: { used_bytes: 1024, total_bytes: 1024 },
        max_file_bytes: 1024 ** 3,
      }),
      '/member/library/activities': ok({ activities: [] }),
    });
    renderPage(<LibraryPage />, '/console/library');
    // jsdom's window is narrow: the lower-priority columns sit in the row's expanded part.
    fireEvent.click(await screen.findByRole('button', { name: '⟦common:table.expand⟧' }));
    await screen.findByText(/⟦upload:library.checksFailed⟧/);
    expect(screen.getByText('⟦upload:messages.quotaFull⟧')).toBeTruthy();
    expect(screen.getByText('⟦upload:messages.noTasks⟧')).toBeTruthy();
    // Data (titles, codecs, the server's check detail), size units, and antd's own texts and icon
    // names, which the console shell's ConfigProvider locale translates (not rendered here).
    const antd = ['No data', 'Select all', 'Select row 1', 'close-circle', 'inbox', 'down'];
    // The activity picker's list arrives a moment later (its spinner is labelled "loading").
    await waitFor(() =>
      expectOnlyTranslatedText([
        'shopfront',
        'Spring tasting',
        'h264',
        'aac',
        '0.5 s',
        'MB',
        'KB',
        'GB',
        ...antd,
      ]),
    );
  });
});
