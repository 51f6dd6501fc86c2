// The tables in the modules' schema.ts files and the migrations say the same thing: drizzle-kit,
// asked to generate against a copy of the migrations, finds nothing to migrate. Moving a table to
// another owner (issue 24) must pass this; changing a column without its migration fails it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/server-root';

// The package exports only its API: its CLI is found beside the entry point.
const DRIZZLE_KIT = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const work = mkdtempSync(join(tmpdir(), 'vidmatrix-schema-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `drizzle-kit generate` against a copy of the migrations (less the last `drop` ones). */
function generate(name: string, drop = 0) {
  const out = join(work, name);
  cpSync(join(SERVER_ROOT, 'src/db/migrations'), out, { recursive: true });
  const journalFile = join(out, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.splice(journal.entries.length - drop, drop)) {
    rmSync(join(out, `${entry.tag}.sql`));
    rmSync(join(out, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`));
  }
  writeFileSync(journalFile, JSON.stringify(journal));
  const before = readdirSync(out).sort();
  // The project's own schema list, with the output moved to the copy.
  const config = join(work, `${name}.config.ts`);
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(SERVER_ROOT, 'drizzle.config.ts'))};\n` +
      // drizzle-kit reads `out` relative to the working directory, whatever its form.
      `export default { ...base, out: ${JSON.stringify(relative(SERVER_ROOT, out))} };\n`,
  );
  const run = spawnSync(process.execPath, [DRIZZLE_KIT, 'generate', '--config', config], {
    cwd: SERVER_ROOT,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  // drizzle-kit reports on stderr.
  return { report: run.stdout + run.stderr, added: readdirSync(out).filter((f) => !before.includes(f)) };
}

it('drizzle-kit finds no schema change the migrations lack', () => {
  const { report, added } = generate('all');
  expect(report).toMatch(/No schema changes/);
  expect(added).toEqual([]);
}, 120_000);

it('and it would: without the last migration, it writes one', () => {
  const { report, added } = generate('less-one', 1);
  expect(report).not.toMatch(/No schema changes/);
  expect(added.filter((f) => f.endsWith('.sql'))).toHaveLength(1);
}, 120_000);
