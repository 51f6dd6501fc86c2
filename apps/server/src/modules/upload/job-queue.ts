/**
 * In-process processing queue with small concurrency. Durability lives in the database, not
 * here: a task is in cloud_processing/transcoding until its job ends, and routes.ts re-queues
 * such tasks at start, so a crash loses nothing but the time already spent.
 */
export class JobQueue {
  private readonly waiting: string[] = [];
  private readonly running = new Map<string, AbortController>();
  private readonly done = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly run: (taskId: string, signal: AbortSignal) => Promise<void>,
    private readonly concurrency: number,
    private readonly onError: (taskId: string, error: unknown) => void,
  ) {}

  /** Queues a task once; queuing it again while it waits or runs changes nothing. */
  enqueue(taskId: string): void {
    if (this.closed || this.running.has(taskId) || this.waiting.includes(taskId)) return;
    this.waiting.push(taskId);
    this.pump();
  }

  /** Stops a task's job (cancelled by the user): it is dropped if waiting, aborted if running. */
  abort(taskId: string): void {
    const at = this.waiting.indexOf(taskId);
    if (at >= 0) this.waiting.splice(at, 1);
    this.running.get(taskId)?.abort(new Error('cancelled'));
    this.settle();
  }

  /** Resolves when nothing waits or runs (tests, shutdown). */
  idle(): Promise<void> {
    if (!this.waiting.length && !this.running.size) return Promise.resolve();
    return new Promise((resolve) => this.done.add(resolve));
  }

  /** Shutdown: nothing new starts; running jobs are aborted and stay re-queueable in the DB. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    for (const controller of this.running.values()) controller.abort(new Error('shutdown'));
    await this.idle();
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency && this.waiting.length) {
      const taskId = this.waiting.shift()!;
      const controller = new AbortController();
      this.running.set(taskId, controller);
      this.run(taskId, controller.signal)
        .catch((error: unknown) => this.onError(taskId, error))
        .finally(() => {
          this.running.delete(taskId);
          this.pump();
          this.settle();
        });
    }
  }

  private settle(): void {
    if (this.waiting.length || this.running.size) return;
    for (const resolve of this.done) resolve();
    this.done.clear();
  }
}
