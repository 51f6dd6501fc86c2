// A process that takes one job of the test queue and then hangs in it, to be killed with SIGKILL
// by job-runner.test.ts: what a worker killed mid-job leaves behind.
import pg from 'pg';
import { fromPool } from '../src/db/client';
import { JobRunner } from '../src/plugins/job-runner';
import { SLOW_QUEUE, quietLog, recordRun } from './job-kit';

const database = fromPool(new pg.Pool({ connectionString: process.argv[2], max: 3 }));
const runner = new JobRunner({ db: database, soleOwner: false, log: quietLog, maintenanceSeconds: 1 });
runner.register({
  queue: SLOW_QUEUE,
  expireInSeconds: 3,
  extendWhileRunning: true,
  run: async (data: { n: number }) => {
    await recordRun(database, 'child', data.n);
    await new Promise(() => undefined); // hangs until killed
  },
});
await runner.start();
