import fp from 'fastify-plugin';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one background-job runner (pg-boss): modules register their work on it. */
    jobs: JobRunner;
  }
}

/**
 * Starts the runner once every module has registered its queues (onReady runs after all
 * plugins loaded) and stops it after the modules closed, before main.ts closes the database.
 */
export default fp(
  async (app, { heartbeatSeconds }: { heartbeatSeconds?: number | undefined }) => {
    const runner = new JobRunner({
      db: app.database,
      soleOwner: app.database.driver === 'pglite',
      log: app.log,
      // A dead process's long job is found within the heartbeat window plus one check.
      ...(heartbeatSeconds
        ? { heartbeatSeconds, maintenanceSeconds: Math.min(30, Math.ceil(heartbeatSeconds / 2)) }
        : {}),
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.close());
  },
  { name: 'jobs', dependencies: ['db'] },
);
