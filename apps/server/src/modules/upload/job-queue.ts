import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../plugins/job-runner';

/** The queue name of the first pg-boss queue, kept so jobs of an existing database still match. */
export const QUEUE = 'upload-processing';
const REVIVE_QUEUE = 'upload.revive';
/** A running job touches its task this often; the touch also tells it the task was cancelled. */
const HEARTBEAT_MS = 20_000;
/** An active job that neither started nor touched its task for this long belongs to a dead process. */
const STALE_MS = 90_000;
/** pg-boss's own backstop for a hung job (a long library transcode on a slow core stays under it). */
const EXPIRE_SECONDS = 4 * 3600;
/** Two transcodes at once per process keep a small server responsive; more just queue. */
const CONCURRENCY = 2;

interface UploadJobsOptions {
  jobs: JobRunner;
  /** PGlite: one process owns the data, so an active job it is not running is an orphan. */
  soleOwner: boolean;
  log: FastifyBaseLogger;
  run(taskId: string, signal: AbortSignal): Promise<void>;
  /** Touches a processing task; false when it is no longer processing (cancelled elsewhere). */
  heartbeat(taskId: string): Promise<boolean>;
  /** Tasks in cloud_processing/transcoding. */
  leftovers(): Promise<string[]>;
  /** When a task's row last moved; undefined once it is no longer processing. */
  touchedAt(taskId: string): Promise<Date | undefined>;
  /** The job failed on every retry: the task ends failed. */
  giveUp(taskId: string): Promise<void>;
}

export interface UploadJobs {
  /** Queues a task whose bytes have all arrived; a failure here is repaired by the next check. */
  enqueue(taskId: string): void;
  /** Cancelled here: stop the job if this process runs it (other processes see it by heartbeat). */
  abort(taskId: string): void;
  /** Gives every processing task a live job (at start, then each minute in one process). */
  revive(): Promise<void>;
}

/**
 * Upload processing on the app's job runner (decision 018). The task row stays the truth the
 * console shows; the job only says who works on it. A running job beats on its task, so a job of
 * a dead process is replaced within STALE_MS instead of pg-boss's hours-long expiry.
 */
export function registerUploadJobs(o: UploadJobsOptions): UploadJobs {
  const send = (taskId: string) => o.jobs.send(QUEUE, { taskId }, taskId);
  /** Tasks this process is processing now. */
  const running = new Set<string>();

  o.jobs.register<{ taskId: string }>({
    queue: QUEUE,
    concurrency: CONCURRENCY,
    retryLimit: 5,
    expireInSeconds: EXPIRE_SECONDS,
    run: ({ taskId }, job) => runBeating(taskId, job.signal),
    dead: ({ taskId }) => o.giveUp(taskId),
  });

  /**
   * Every processing task needs a live job. None (never sent, or archived), or one that ended
   * while the task still processes (a crash between the two writes) → send again; an active
   * one of a dead process → replace it; one that failed every retry → the task fails.
   */
  const reviveOne = async (taskId: string) => {
    const job = await o.jobs.jobOf(QUEUE, taskId);
    if (running.has(taskId) || job?.state === 'created' || job?.state === 'retry') return;
    // Read after the job: a task that ended meanwhile needs nothing, and a job fetched meanwhile
    // counts as fresh by its start even before its first heartbeat.
    const touched = await o.touchedAt(taskId);
    if (!touched) return;
    if (job?.state === 'failed') return o.giveUp(taskId);
    if (job?.state === 'active' && !o.soleOwner) {
      const beat = Math.max(touched.getTime(), job.startedOn?.getTime() ?? 0);
      if (Date.now() - beat < STALE_MS) return;
    }
    if (job) await o.jobs.resend(QUEUE, { taskId }, taskId);
    else await send(taskId);
  };
  const revive = async () => {
    for (const taskId of await o.leftovers()) await reviveOne(taskId);
  };
  o.jobs.register({
    queue: REVIVE_QUEUE,
    cron: '* * * * *',
    expireInSeconds: 600,
    retryLimit: 0,
    run: revive,
  });

  const runBeating = async (taskId: string, signal: AbortSignal) => {
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    signal.addEventListener('abort', stop);
    const beat = () =>
      o.heartbeat(taskId).then(
        (wanted) => wanted || controller.abort(new Error('cancelled')),
        () => undefined, // the database is away: the job's own queries will say so
      );
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    running.add(taskId);
    try {
      await beat();
      if (!controller.signal.aborted) await o.run(taskId, controller.signal);
    } finally {
      clearInterval(timer);
      running.delete(taskId);
      signal.removeEventListener('abort', stop);
    }
  };

  return {
    enqueue: (taskId) =>
      void send(taskId).catch((error: unknown) =>
        o.log.warn({ err: error, taskId }, 'upload: queuing a job failed; the next check retries'),
      ),
    abort: (taskId) => o.jobs.abort(taskId),
    revive: () =>
      revive().catch((error: unknown) =>
        o.log.error({ err: error }, 'upload: checking for leftover jobs failed'),
      ),
  };
}
