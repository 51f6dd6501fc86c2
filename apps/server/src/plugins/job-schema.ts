import type { Db } from 'pg-boss';

/** Where pg-boss 10's schema is kept once pg-boss 12 installs its own. */
const RETIRED_SCHEMA = 'pgboss_v10';
// Any constant shared by every process of this app: it names the schema cut-over's advisory lock.
const CUTOVER_LOCK_KEY = 7_356_210_012;
const MOVED_NOTE = 'pending jobs moved to pgboss by pg-boss 12';

/**
 * pg-boss 12 migrates only from pg-boss 11's schema (version 25): on pg-boss 10's (24) its start
 * throws. A database made before the upgrade keeps that schema under another name, and pg-boss 12
 * installs a fresh `pgboss` beside it. One process of those starting at once renames it (the
 * others wait on the lock, then find nothing to rename).
 */
export async function setAsideOldSchema(db: Db): Promise<void> {
  await db.executeSql(`
    DO $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${CUTOVER_LOCK_KEY});
      IF to_regclass('pgboss.version') IS NOT NULL AND to_regnamespace('${RETIRED_SCHEMA}') IS NULL THEN
        IF (SELECT max(version) FROM pgboss.version) < 25 THEN
          ALTER SCHEMA pgboss RENAME TO ${RETIRED_SCHEMA};
        END IF;
      END IF;
    END $$`);
}

/**
 * The jobs pg-boss 10 still had to run (waiting, retrying or active when the old version
 * stopped), queued again with their ids, once: the modules' sweeps would find most of them
 * anyway, this keeps the rest (a dead letter not yet handled). A second process doing the same at
 * once is harmless, since a job id is inserted once.
 */
export async function pendingOldJobs(
  db: Db,
  queues: string[],
): Promise<{ name: string; id: string; data: object }[]> {
  const { rows } = await db.executeSql(
    `select to_regclass('${RETIRED_SCHEMA}.job') is not null as present,
       coalesce(obj_description(to_regnamespace('${RETIRED_SCHEMA}'), 'pg_namespace'), '') as note`,
  );
  const [found] = rows as { present: boolean; note: string }[];
  if (!found?.present || found.note === MOVED_NOTE) return [];
  const pending = await db.executeSql(
    `select name, id::text as id, coalesce(data, '{}'::jsonb) as data from ${RETIRED_SCHEMA}.job
     where name = any($1::text[]) and state::text in ('created', 'retry', 'active')`,
    [queues],
  );
  return pending.rows as { name: string; id: string; data: object }[];
}

/** Notes on the old schema that its pending jobs were queued again, so a later start skips them. */
export async function markOldJobsMoved(db: Db): Promise<void> {
  await db.executeSql(`comment on schema ${RETIRED_SCHEMA} is '${MOVED_NOTE}'`);
}
