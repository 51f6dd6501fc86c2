import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Brand } from '@vidmatrix/brands/brands';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandPlatforms } from '../../integrations/platforms';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import type { Storage } from '../../integrations/storage/storage';
import type { TokenCipher } from '../../integrations/token-cipher';
import {
  cardProblem,
  cleanHashtags,
  findNfcCard,
  getActivity,
  markPosted,
  reportTaken,
  videoCaption,
  videoForPublish,
} from '../distribution/service';
import { kuaishouAccess } from '../oauth/service';
import { claimPublishTask, findPublishTask, finishPublishTask } from './repo';

/** Kuaishou caption limit is not published; long captions are cut here rather than refused there. */
const MAX_CAPTION = 500;

export interface KuaishouTaskInput {
  brand: Brand;
  platforms: BrandPlatforms;
  database: Database;
  /** app.tokenCipher: the authorization's tokens are stored encrypted. */
  cipher: TokenCipher;
  mediaDir: string;
  /** Where the video lives (app.storage); without it, files under mediaDir. */
  storage?: Storage;
  authorizeId: string;
  activityId: number;
  videoId: number;
  /** The title the page shows; the stored title when empty. */
  videoTitle: string;
  /**
   * Who may hold the claim: `ks:<authorize_id>` (claimed with the authorization) and, when the
   * page claimed before authorizing, its visitor's key.
   */
  claimers: string[];
}

export interface KuaishouTaskResult {
  task_id: string;
  status: 'published' | 'failed';
  photo_id: string | null;
}

const notHeld = () => new AppError('videoNotHeld', { messageKey: 'distribution.claim_released' });

/**
 * Publishes a claimed video to the claimer's Kuaishou account: the authorization's token
 * (refreshed when due), the claim checked and taken (counted against the claim limit, never
 * handed out again), the file streamed to Kuaishou, and the claim marked posted on success.
 * One task per (authorization, video): a repeat returns the published result instead of posting
 * twice; a failed one may be retried. Platform errors → 20008 with Kuaishou's message.
 */
export async function createKuaishouTask(input: KuaishouTaskInput): Promise<KuaishouTaskResult> {
  const { db } = input.database;
  const { accessToken } = await kuaishouAccess(
    db,
    input.cipher,
    input.platforms,
    input.brand.key,
    input.authorizeId,
  );
  const activity = await getActivity(db, input.activityId, input.brand.key);
  if (!activity.platforms.includes('ks')) {
    throw new AppError('platformNotServed', {
      messageKey: 'distribution.platform_not_served',
      params: { platform: 'Kuaishou' },
    });
  }

  const task = await claimPublishTask(db, {
    id: randomUUID(),
    brandKey: input.brand.key,
    authorizeId: input.authorizeId,
    activityId: input.activityId,
    videoId: input.videoId,
  });
  if (!task) {
    const existing = await findPublishTask(db, input.authorizeId, input.videoId);
    if (existing?.status === 'published') {
      return { task_id: existing.id, status: 'published', photo_id: existing.photoId };
    }
    throw new AppError('conflict', { messageKey: 'error.kuaishou_publish_in_progress' });
  }

  try {
    const video = await videoForPublish(db, input.activityId, input.videoId);
    const holder =
      video &&
      input.claimers.find((c) =>
        video.published ? video.publishedBy === c : video.lockedBy === c && video.lockHeld,
      );
    if (!video || !holder) throw notHeld();

    // Take it first (a no-op when this claimer already took it): the claim limit is enforced
    // before anything is posted, and nobody else can be handed the video meanwhile.
    await reportTaken(input.database, {
      activityId: input.activityId,
      claimer: holder,
      brandKey: input.brand.key,
      videoId: input.videoId,
    });

    // Local disk or an S3-compatible bucket: either way the bytes are streamed to Kuaishou.
    const storage = input.storage ?? createLocalStorage(input.mediaDir);
    let file: { stream: NodeJS.ReadableStream; size: number };
    let cover: Buffer;
    try {
      cover = await buffer((await storage.read(video.coverKey)).stream);
      file = await storage.read(video.fileKey);
    } catch (cause) {
      throw new AppError('notFound', { messageKey: 'distribution.download_missing', cause });
    }
    const title = input.videoTitle.trim() || video.title;
    const text = videoCaption(
      video.caption,
      activity.captionTemplate,
      { title, store: activity.storeName ?? '' },
      cleanHashtags(activity.hashtags),
    ).slice(0, MAX_CAPTION);

    let photoId: string;
    try {
      ({ photoId } = await input.platforms.kuaishou.publish({
        accessToken,
        video: file.stream,
        videoSize: file.size,
        caption: text,
        cover,
      }));
    } finally {
      // Unread on failure: release the file handle or the S3 connection.
      (file.stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    }
    await markPosted(db, input.videoId);
    await finishPublishTask(db, task.id, { status: 'published', photoId });
    return { task_id: task.id, status: 'published', photo_id: photoId };
  } catch (err) {
    const reason = err instanceof AppError ? `${err.messageKey} ${JSON.stringify(err.params)}` : String(err);
    await finishPublishTask(db, task.id, { status: 'failed', error: reason }).catch(() => undefined);
    throw err;
  }
}

/** An enabled NFC card of this brand whose activity is running and serves `platform`. */
export async function nfcCardFor(database: Database, brand: Brand, code: string, platform: 'xhs' | 'ks') {
  const card = await findNfcCard(database.db, code, brand.key);
  const problem = cardProblem(card);
  if (problem || !card) throw problem;
  const activity = await getActivity(database.db, card.activityId, brand.key);
  if (!activity.platforms.includes(platform)) {
    throw new AppError('platformNotServed', {
      messageKey: 'distribution.platform_not_served',
      params: { platform: platform === 'xhs' ? 'Xiaohongshu' : 'Kuaishou' },
    });
  }
  return { card, activity };
}
