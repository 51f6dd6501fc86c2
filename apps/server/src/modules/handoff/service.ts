import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage/storage';
import { getActivity } from '../console/service';
import { cleanHashtags, exportVideos, videoCaption } from '../distribution/service';
import { captionsCsv, entryName, zipSize, type ExportEntry } from './rules';

/** The caller's team on this brand, as the console checks it. */
type Owner = Parameters<typeof getActivity>[1];

export interface ExportPlan {
  fileName: string;
  csv: string;
  entries: ExportEntry[];
  /** The ZIP's size before it exists (rules.ts `zipSize`). */
  bytes: number;
}

const CSV_NAME = 'captions.csv';

/**
 * What the export of an activity holds. Another team's or brand's activity is "not found",
 * exactly like an unknown id (the console's own check).
 */
export async function exportPlan(db: Db, owner: Owner, activityId: number): Promise<ExportPlan> {
  const activity = await getActivity(db, owner, activityId);
  const videos = await exportVideos(db, activity.id);
  const hashtags = cleanHashtags(activity.hashtags);
  const store = activity.store_name ?? '';
  const entries = videos.map((v, i) => ({
    ...v,
    name: entryName(i + 1, videos.length, v.title, v.fileKey),
    caption: videoCaption(v.caption, activity.caption_template, { title: v.title, store }, hashtags),
  }));
  const csv = captionsCsv(entries, hashtags);
  const files = [
    { name: CSV_NAME, size: Buffer.byteLength(csv), streamed: false },
    ...entries.map((e) => ({ name: e.name, size: e.sizeBytes, streamed: true })),
  ];
  return { fileName: `activity-${activity.id}.zip`, csv, entries, bytes: zipSize(files) };
}

/**
 * The ZIP as a stream: stored, not deflated (videos do not compress, and the size stays
 * predictable). Videos are opened one at a time, each once the previous entry is written, so a
 * slow download never holds thirty storage streams open; `signal` (the caller left) stops it.
 */
export function exportZip(storage: Storage, plan: ExportPlan, signal: AbortSignal): ZipArchive {
  const archive = new ZipArchive({ store: true });
  const add = async (source: string | Readable, name: string) => {
    const written = once(archive, 'entry');
    archive.append(source, { name });
    await written;
  };
  void (async () => {
    await add(plan.csv, CSV_NAME);
    for (const entry of plan.entries) {
      if (signal.aborted) return;
      const { stream } = await storage.read(entry.fileKey);
      await add(stream as Readable, entry.name);
    }
    await archive.finalize();
  })().catch((err: unknown) => archive.destroy(err instanceof Error ? err : new Error(String(err))));
  signal.addEventListener('abort', () => archive.abort(), { once: true });
  return archive;
}
