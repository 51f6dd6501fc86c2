import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedDemoData } from '../src/demo/seed';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { loginAs } from './auth-kit';
import {
  asQueryValue,
  bodyFor,
  MARKER,
  pathValue,
  queryFor,
  rootCauseBodies,
  ROOT_CAUSES,
  refResolver,
  type JsonSchema,
  type Resolver,
} from './fuzz-kit';
import { hostOf, testConfig } from './helper';
import { testDatabase } from './test-database';

// Issue 11: every operation of /api/openapi.json with schema-derived hostile input (ids at 2^31
// and 2^53, U+0000, 70 KB strings, wrong types, wrong shapes), with and without a session.
// No reply may be a server fault, every JSON reply is the envelope, and no value the fuzzer
// made up (each contains MARKER) may reach the log.

const RUNS = 25;
const SEED = 20261124;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * Left out, and why. The tus endpoints take the file's bytes under the tus protocol, not JSON
 * (their refusals are envelopes too: upload-tus-replies.test.ts). The document itself and its
 * viewer are no envelope.
 */
const SKIPPED = [/^\/api\/member\/upload\/files/, /^\/api\/openapi\.json$/, /^\/api\/docs/];

interface Operation {
  method: string;
  path: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Input {
  query: Array<[string, string]>;
  pathParams: string[];
  body: unknown;
  withToken: boolean;
}

/**
 * Run first, whatever the random draw: each query parameter and each body field (one level of
 * nesting too) set to each root cause, the rest plausible. Path parameters get unmarked values
 * (fuzz-kit's pathValue): a URL's path is logged as it is.
 */
function rootCauseExamples(op: Operation, resolve: Resolver): Input[] {
  const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map(() => '1');
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const bodies = schema ? rootCauseBodies(schema, resolve, SEED) : [];
  const queries = ROOT_CAUSES.flatMap((value) =>
    queryNames.map((name) => [[name, asQueryValue(value)] as [string, string]]),
  );
  return [
    ...queries.map((query) => ({ query, pathParams, body: undefined, withToken: true })),
    ...bodies.map((body) => ({ query: [], pathParams, body, withToken: true })),
  ];
}

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] && !SKIPPED.some((re) => re.test(path))).map((method) => ({
      method,
      path,
      ...(item[method] as Omit<Operation, 'method' | 'path'>),
    })),
  );
}

const isEnvelope = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as { code?: unknown }).code) &&
  typeof (value as { message?: unknown }).message === 'string' &&
  'data' in value;

/** What is wrong with a reply, if anything. */
function problemOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('ndjson')) {
    const bad = res.body.split('\n').filter((line) => line && !isEnvelope(JSON.parse(line)));
    return bad.length ? `ndjson line not an envelope: ${bad[0]!.slice(0, 200)}` : undefined;
  }
  if (!type.includes('json')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `unparsable JSON: ${res.body.slice(0, 200)}`;
  }
  return isEnvelope(body) ? undefined : `not an envelope: ${res.body.slice(0, 200)}`;
}

async function fuzzApp(lines: string[]): Promise<FastifyInstance> {
  const database = await testDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  return app;
}

describe('fuzzing every operation of the API document', () => {
  it('answers hostile input without a server fault, always in the envelope, logging none of it', async () => {
    const lines: string[] = [];
    const app = await fuzzApp(lines);
    try {
      const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
        components?: { schemas?: Record<string, JsonSchema> };
      };
      const resolve = refResolver(document);
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(50);

      const failures: string[] = [];
      let ip = 0;
      for (const op of operations) {
        // A fresh session per operation: logout and password changes end the previous one.
        const token = await loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);
        const params = op.parameters ?? [];
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const input: fc.Arbitrary<Input> = fc.record({
          query: queryFor(
            params.filter((p) => p.in === 'query'),
            resolve,
          ),
          pathParams: fc.array(pathValue, {
            minLength: params.filter((p) => p.in === 'path').length,
            maxLength: params.filter((p) => p.in === 'path').length,
          }),
          body: bodySchema ? bodyFor(bodySchema, resolve) : fc.constant(undefined),
          withToken: fc.boolean(),
        });
        const url = (i: Input) => {
          let n = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => i.pathParams[n++] ?? '1');
          const query = new URLSearchParams(i.query).toString();
          return query ? `${path}?${query}` : path;
        };
        try {
          await fc.assert(
            fc.asyncProperty(input, async (i) => {
              ip += 1;
              const res = await app.inject({
                method: op.method.toUpperCase() as 'GET',
                url: url(i),
                headers: {
                  host: hostOf('vidmatrix'),
                  'visitor-id': `${MARKER}-visitor`,
                  ...(i.withToken ? { token } : {}),
                  ...(i.body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
                ...(i.body !== undefined ? { payload: JSON.stringify(i.body) } : {}),
              });
              const problem = problemOf(res);
              if (problem) throw new Error(problem);
            }),
            {
              numRuns: RUNS,
              seed: SEED,
              endOnFailure: true,
              examples: rootCauseExamples(op, resolve).map((example) => [example]),
            },
          );
        } catch (err) {
          const example = /Counterexample: (.*)/.exec(String(err))?.[1]?.slice(0, 300);
          const cause = String((err as Error).cause ?? err).slice(0, 300);
          failures.push(`${op.method.toUpperCase()} ${op.path} ${example} → ${cause}`);
        }
      }
      const leaked = lines.filter((line) => line.includes(MARKER));
      expect({ failures, leaked: leaked.map((line) => line.slice(0, 400)) }).toEqual({
        failures: [],
        leaked: [],
      });
    } finally {
      await app.close();
    }
  }, 180_000);
});
