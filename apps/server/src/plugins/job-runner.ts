import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Db, type JobWithMetadata } from 'pg-boss';
import { markOldJobsMoved, pendingOldJobs, setAsideOldSchema } from './job-schema';

/** What a handler gets besides its data: the job's id, its retry count and a stop signal. */
export interface RunningJob {
  id: string;
  retryCount: number;
  /** Aborted on shutdown (the job goes back to the queue) or by the module's own cancel. */
  signal: AbortSignal;
}

/** One kind of background work, registered by the module that owns it (decision 018). */
export interface JobDefinition<T extends object> {
  /** pg-boss queue name, `<module>.<work>`; its dead letters go to `<queue>.dead`. */
  queue: string;
  run(data: T, job: RunningJob): Promise<void>;
  /**
   * The job failed on its last retry: the module records that where its merchant sees it. Runs
   * as a job of the dead-letter queue, so a crash right after the failure still gets it run.
   */
  dead?(data: T): Promise<void>;
  /** Jobs of this queue one process runs at once. */
  concurrency?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job active this long belongs to a dead process: pg-boss fails it, and it is retried. */
  expireInSeconds: number;
  /**
   * Long work: the running job sends pg-boss heartbeats instead, and one whose heartbeat stopped
   * for `expireInSeconds` (10 at least) belongs to a dead process; the job may run up to a day.
   */
  extendWhileRunning?: boolean;
  /** Cron (minute resolution): one job per tick across every process. */
  cron?: string;
}

interface RunnerOptions {
  /** Raw SQL on the app's own connection (Database.executeSql). */
  db: Db;
  /** PGlite: one process owns the data, so an active job it is not running is an orphan. */
  soleOwner: boolean;
  log: FastifyBaseLogger;
  /** How often one process (of all) expires hung jobs; a dead process's job waits at most this past its expiry. */
  maintenanceSeconds?: number;
  /** JOB_HEARTBEAT_SECONDS: the heartbeat window of every `extendWhileRunning` queue instead of its own. */
  heartbeatSeconds?: number;
}

const START_ATTEMPTS = 5;
// unique_violation, deadlock_detected, duplicate_schema, duplicate_object, duplicate_table.
const START_RACE_CODES = new Set(['23505', '40P01', '42P06', '42710', '42P07']);
const POLL_SECONDS = 2;
/** Cron and dead-letter queues wait for their work anyway: they poll less often. */
const SLOW_POLL_SECONDS = 15;
/** pg-boss's longest expiry, the backstop of a job that sends heartbeats. */
const MAX_EXPIRE_SECONDS = 24 * 3600;
/** pg-boss's shortest heartbeat window. */
const MIN_HEARTBEAT_SECONDS = 10;

/** A stable job id for a key: pg-boss ignores a second insert of an id, so the work is queued once. */
export function jobIdOf(key: string): string {
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const deadQueueOf = (queue: string) => `${queue}.dead`;

/**
 * The one background-job runner of a process (decision 018), on pg-boss in the app's database
 * (PostgreSQL or PGlite). A job is fetched with SKIP LOCKED by exactly one worker of all
 * processes, retried with backoff when it throws, expired when its process died, and moved to
 * its dead-letter queue after the last retry. Modules register their work before the app is
 * ready; the runner starts with the app and hands running jobs back to the queue on close.
 */
export class JobRunner {
  private boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workers = new Map<string, string[]>();
  private readonly running = new Map<string, AbortController>();
  private starting: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly o: RunnerOptions) {
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const expirySeconds = this.o.maintenanceSeconds ?? 30;
    const boss = new PgBoss({
      db: this.o.db,
      // PGlite has one connection: its queue claims need no SKIP LOCKED.
      backend: this.o.soleOwner ? 'pglite' : 'postgres',
      schedule: true,
      supervise: true,
      // pg-boss 12 expires jobs in its monitor pass, run at the longer of these two intervals.
      superviseIntervalSeconds: expirySeconds,
      monitorIntervalSeconds: expirySeconds,
    });
    boss.on('error', (error) => this.o.log.error({ err: error }, 'jobs: queue error'));
    boss.on('warning', (warning) => this.o.log.warn({ warning }, 'jobs: queue warning'));
    return boss;
  }

  register<T extends object>(definition: JobDefinition<T>): void {
    if (this.starting) throw new Error(`jobs: ${definition.queue} registered after the runner started`);
    this.definitions.set(definition.queue, definition as unknown as JobDefinition<object>);
  }

  /** Installs or upgrades pg-boss's schema and the queues, then starts every worker and schedule. */
  start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  /** Queues a job; `key` makes it once-only (the same key is ignored while its job exists). */
  async send<T extends object>(queue: string, data: T, key?: string): Promise<void> {
    if (!this.definitions.has(queue)) throw new Error(`jobs: no queue ${queue}`);
    await this.start();
    await this.boss.send(queue, data, key ? { id: jobIdOf(key) } : {});
    // Idle local workers start now rather than at their next poll.
    for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /** The job sent with `key`: its state and start (undefined once archived or never sent). */
  async jobOf(queue: string, key: string): Promise<{ state: string; startedOn: Date | null } | undefined> {
    const [job] = await this.boss.findJobs(queue, { id: jobIdOf(key) });
    return job ? { state: job.state, startedOn: job.startedOn ?? null } : undefined;
  }

  /** Replaces the job of `key` (one of a dead process, or one that ended too early). */
  async resend<T extends object>(queue: string, data: T, key: string): Promise<void> {
    await this.boss.deleteJob(queue, jobIdOf(key));
    await this.send(queue, data, key);
  }

  /** Stops this process's run of the job of `key` (the module cancelled the work). */
  abort(key: string): void {
    this.running.get(jobIdOf(key))?.abort(new Error('cancelled'));
  }

  /** Resolves once the queue has nothing waiting or running (tests and the benchmarks wait on it). */
  async idle(queue: string, timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    const waiting = async () => {
      const { rows } = await this.o.db.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`,
        [queue],
      );
      return (rows as { n: number }[])[0]?.n ?? 0;
    };
    while ((await waiting()) > 0) {
      if (Date.now() > until) throw new Error(`jobs: ${queue} still busy after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Shutdown: nothing new starts; running jobs are aborted and go back to the queue. */
  async close(): Promise<void> {
    this.closed = true;
    for (const controller of this.running.values()) controller.abort(new Error('shutdown'));
    // Closed while starting: let the start settle, then stop what it started (a no-op if nothing).
    await this.starting?.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: false, timeout: 10_000 });
  }

  private async startOnce(): Promise<void> {
    await setAsideOldSchema(this.o.db);
    await this.installQueues();
    await this.requeueOldJobs();
    if (this.o.soleOwner) await this.failOrphans();
    for (const definition of this.definitions.values()) {
      if (this.closed) return;
      await this.startWorkers(definition);
    }
  }

  /**
   * Processes that start at once on a fresh database race to install pg-boss's schema and the
   * queue rows: the losers fail with a duplicate key or a deadlock. A PgBoss that failed to start
   * cannot start again, so the retry makes a new one; by then the winner has installed it.
   */
  private async installQueues(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.start();
        for (const d of this.definitions.values()) await this.createQueue(d);
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= START_ATTEMPTS || typeof code !== 'string' || !START_RACE_CODES.has(code)) throw error;
        this.o.log.info({ code, attempt }, 'jobs: another process is installing the queues; retrying');
        await this.boss.stop({ graceful: false }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 200));
        this.boss = this.newBoss();
      }
    }
  }

  private async createQueue(d: JobDefinition<object>): Promise<void> {
    const dead = deadQueueOf(d.queue);
    const options = {
      retryLimit: d.retryLimit ?? 3,
      retryDelay: d.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: d.extendWhileRunning ? MAX_EXPIRE_SECONDS : d.expireInSeconds,
      deadLetter: dead,
    };
    const heartbeatSeconds = d.extendWhileRunning
      ? Math.max(MIN_HEARTBEAT_SECONDS, this.o.heartbeatSeconds ?? d.expireInSeconds)
      : null;
    await this.boss.createQueue(dead, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    await this.boss.createQueue(d.queue, { ...options, ...(heartbeatSeconds ? { heartbeatSeconds } : {}) });
    // A queue made by an earlier version keeps its old options unless they are written again.
    await this.boss.updateQueue(d.queue, { ...options, heartbeatSeconds });
    if (d.cron) await this.boss.schedule(d.queue, d.cron);
  }

  /** The jobs pg-boss 10 left pending, queued again once on the new schema (job-schema.ts). */
  private async requeueOldJobs(): Promise<void> {
    const queues = [...this.definitions.keys()].flatMap((queue) => [queue, deadQueueOf(queue)]);
    const jobs = await pendingOldJobs(this.o.db, queues);
    for (const job of jobs) await this.boss.send(job.name, job.data, { id: job.id });
    await markOldJobsMoved(this.o.db).catch(() => undefined);
    if (jobs.length)
      this.o.log.info({ jobs: jobs.length }, 'jobs: queued again what pg-boss 10 left pending');
  }

  /** PGlite: an active job at start was left by this data folder's previous process. */
  private async failOrphans(): Promise<void> {
    for (const queue of this.definitions.keys()) {
      const { rows } = await this.o.db.executeSql(
        `select id from pgboss.job where name = $1 and state = 'active'`,
        [queue],
      );
      const ids = (rows as { id: string }[]).map((r) => r.id);
      for (const id of ids) await this.boss.fail(queue, id, { message: 'the process running it stopped' });
    }
  }

  private async startWorkers(d: JobDefinition<object>): Promise<void> {
    const ids: string[] = [];
    const poll = d.cron ? SLOW_POLL_SECONDS : POLL_SECONDS;
    const options = { batchSize: 1, pollingIntervalSeconds: poll, includeMetadata: true as const };
    for (let i = 0; i < (d.concurrency ?? 1); i++) {
      ids.push(
        await this.boss.work<object, void, typeof options>(d.queue, options, ([job]) => this.handle(d, job!)),
      );
    }
    this.workers.set(d.queue, ids);
    const dead = d.dead;
    if (dead) {
      await this.boss.work<object>(
        deadQueueOf(d.queue),
        { pollingIntervalSeconds: SLOW_POLL_SECONDS },
        async ([job]) => {
          this.o.log.warn({ queue: d.queue, jobId: job!.id }, 'jobs: a job failed on every retry');
          await dead(job!.data);
        },
      );
    }
  }

  private async handle(d: JobDefinition<object>, job: JobWithMetadata<object>): Promise<void> {
    if (this.closed) throw new Error('shutting down');
    const controller = new AbortController();
    this.running.set(job.id, controller);
    try {
      await d.run(job.data, { id: job.id, retryCount: job.retryCount, signal: controller.signal });
      // Aborted by shutdown: failing the job hands it to another process (or to the next start).
      if (this.closed && controller.signal.aborted) throw new Error('shutdown');
    } catch (error) {
      // Stopped by its module through abort(key): the work was cancelled, nothing to retry.
      if (!this.closed && controller.signal.aborted) return;
      if (!this.closed) this.o.log.error({ err: error, queue: d.queue, jobId: job.id }, 'jobs: job failed');
      throw error;
    } finally {
      this.running.delete(job.id);
    }
  }
}
