import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_HEADERS } from '@vidmatrix/contract/handoff';
import { mockFetch } from '../../shared/api/api-test-kit';
import { setApiOrigin } from '../../shared/api/api-config';
import { downloadExport, progressRatio, type ExportProgress } from './export-download';

afterEach(() => vi.unstubAllGlobals());

describe('activity export download', () => {
  it('asks the contract endpoint, reports progress against the announced size, saves as named', async () => {
    setApiOrigin('');
    const fetchMock = mockFetch(
      new Response(new Uint8Array(10), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="activity-1001.zip"',
          [EXPORT_HEADERS.bytes]: '10',
          [EXPORT_HEADERS.files]: '2',
        },
      }),
    );
    const saved = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const seen: ExportProgress[] = [];
    const name = await downloadExport(1001, (p) => seen.push(p), new AbortController().signal);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/member/console/activity_export');
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"activity_id":1001}');
    expect(name).toBe('activity-1001.zip');
    expect(seen[0]).toEqual({ received: 0, total: 10, files: 2 });
    expect(seen.at(-1)).toEqual({ received: 10, total: 10, files: 2 });
    expect(saved).toHaveBeenCalledOnce();
  });

  it('turns bytes into a share of the announced total', () => {
    expect(progressRatio({ received: 50, total: 200, files: 1 })).toBe(0.25);
    expect(progressRatio({ received: 300, total: 200, files: 1 })).toBe(1);
    expect(progressRatio({ received: 50, total: 0, files: 1 })).toBe(0);
  });
});
