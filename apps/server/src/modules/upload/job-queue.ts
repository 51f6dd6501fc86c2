import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export const QUEUE = 'upload-processing';
/** A running job touches its task this often; the touch also tells it the task was cancelled. */
const HEARTBEAT_MS = 20_000;
/** An active job that neither started nor touched its task for this long belongs to a dead process. */
const STALE_MS = 90_000;
/** How often each process looks for processing tasks without a live job. */
const CHECK_MS = 60_000;
/** pg-boss's own backstop for a hung job (a long library transcode on a slow core stays under it). */
const EXPIRE_SECONDS = 4 * 3600;

interface JobQueueOptions {
  /** Raw SQL on the app's own connection (Database.executeSql). */
  db: PgBoss.Db;
  /** PGlite: one process owns the data, so an active job it is not running is an orphan. */
  soleOwner: boolean;
  /** Jobs this process runs at once. */
  concurrency: number;
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

const START_ATTEMPTS = 5;
// unique_violation, deadlock_detected, duplicate_schema, duplicate_object, duplicate_table.
const START_RACE_CODES = new Set(['23505', '40P01', '42P06', '42710', '42P07']);

/** One job per task, whichever process sends it: pg-boss ignores a second insert of an id. */
export function jobIdOf(taskId: string): string {
  const h = createHash('md5').update(taskId).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The processing queue in the database (pg-boss, decision 018): a job is fetched with
 * SKIP LOCKED by exactly one worker of all processes, retried with backoff when it throws, and
 * its state is in `pgboss.job`. The task row stays the truth the console shows; the job only
 * says who works on it. A shutdown aborts running jobs and hands them back for another process.
 */
export class JobQueue {
  private boss: PgBoss;
  private readonly running = new Map<string, AbortController>();
  private readonly workers: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly o: JobQueueOptions) {
    // No cron (schedule); maintenance (supervise) expires hung jobs, once across processes.
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const boss = new PgBoss({ db: this.o.db, schedule: false, supervise: true });
    boss.on('error', (error) => this.o.log.error({ err: error }, 'upload: job queue error'));
    return boss;
  }

  /**
   * Processes that start at once on a fresh database race to install pg-boss's schema and the
   * queue row: the losers fail with a duplicate key or a deadlock. A PgBoss that failed to start
   * cannot start again, so the retry makes a new one; by then the winner has installed it.
   */
  private async startBoss(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.start();
        await this.boss.createQueue(QUEUE, {
          name: QUEUE,
          retryLimit: 5,
          retryDelay: 10,
          retryBackoff: true,
          expireInSeconds: EXPIRE_SECONDS,
        });
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= START_ATTEMPTS || typeof code !== 'string' || !START_RACE_CODES.has(code)) throw error;
        this.o.log.info({ code, attempt }, 'upload: another process is installing the job queue; retrying');
        await this.boss.stop({ graceful: false }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 200));
        this.boss = this.newBoss();
      }
    }
  }

  /** Installs or upgrades the pgboss schema, starts the workers, revives leftovers. */
  start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    await this.startBoss();
    for (let i = 0; i < this.o.concurrency; i++) {
      const options = { batchSize: 1, pollingIntervalSeconds: 2 };
      this.workers.push(
        await this.boss.work<{ taskId: string }>(QUEUE, options, ([job]) => this.handle(job!.data.taskId)),
      );
    }
    if (this.closed) return;
    await this.revive();
    this.timer = setInterval(() => void this.revive(), CHECK_MS);
    this.timer.unref();
  }

  /** Queues a task whose bytes have all arrived; a failure here is repaired by the next check. */
  enqueue(taskId: string): void {
    this.send(taskId).catch((error: unknown) =>
      this.o.log.warn({ err: error, taskId }, 'upload: queuing a job failed; the next check retries'),
    );
  }

  /** Cancelled here: stop the job if this process runs it (other processes see it by heartbeat). */
  abort(taskId: string): void {
    this.running.get(taskId)?.abort(new Error('cancelled'));
  }

  /** Shutdown: nothing new starts; running jobs are aborted and go back to the queue. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const controller of this.running.values()) controller.abort(new Error('shutdown'));
    // Closed while starting: let the start settle, then stop what it started (a no-op if nothing).
    await this.starting?.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }

  private async send(taskId: string): Promise<void> {
    await this.boss.send(QUEUE, { taskId }, { id: jobIdOf(taskId) });
    // Idle local workers start now rather than at their next poll.
    for (const id of this.workers) this.boss.notifyWorker(id);
  }

  private async handle(taskId: string): Promise<void> {
    if (this.closed) throw new Error('shutting down');
    const controller = new AbortController();
    this.running.set(taskId, controller);
    const beat = () =>
      this.o.heartbeat(taskId).then(
        (wanted) => wanted || controller.abort(new Error('cancelled')),
        () => undefined, // the database is away: the job's own queries will say so
      );
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    try {
      await beat();
      if (controller.signal.aborted) return;
      await this.o.run(taskId, controller.signal);
      // Aborted by shutdown: failing the job hands it to another process (or to the next start).
      if (this.closed && controller.signal.aborted) throw new Error('shutdown');
    } catch (error) {
      if (!this.closed) this.o.log.error({ err: error, taskId }, 'upload: job crashed; it will be retried');
      throw error;
    } finally {
      clearInterval(timer);
      this.running.delete(taskId);
    }
  }

  /**
   * Every processing task needs a live job. None (never sent, or archived), or one that ended
   * while the task still processes (a crash between the two writes) → send again; an active
   * one of a dead process → replace it; one that failed every retry → the task fails.
   */
  private async revive(): Promise<void> {
    try {
      for (const taskId of await this.o.leftovers()) {
        if (this.closed) return;
        await this.reviveOne(taskId);
      }
    } catch (error) {
      this.o.log.error({ err: error }, 'upload: checking for leftover jobs failed');
    }
  }

  private async reviveOne(taskId: string): Promise<void> {
    const id = jobIdOf(taskId);
    const job = await this.boss.getJobById(QUEUE, id);
    if (this.running.has(taskId) || job?.state === 'created' || job?.state === 'retry') return;
    // Read after the job: a task that ended meanwhile needs nothing, and a job fetched meanwhile
    // counts as fresh by its start even before its first heartbeat.
    const touched = await this.o.touchedAt(taskId);
    if (!touched) return;
    if (job?.state === 'failed') return this.o.giveUp(taskId);
    if (job?.state === 'active' && !this.o.soleOwner) {
      const beat = Math.max(touched.getTime(), job.startedOn?.getTime() ?? 0);
      if (Date.now() - beat < STALE_MS) return;
    }
    if (job) await this.boss.deleteJob(QUEUE, id);
    await this.send(taskId);
  }
}
