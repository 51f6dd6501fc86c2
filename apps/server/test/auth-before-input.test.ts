import { describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from './helper';

// Issue 26 §2: an endpoint that needs a credential answered a caller without one 40000 with
// its field list (the schema, to anyone) instead of the code that sends the web client to sign
// in. Every operation of the API document that requires a credential header is called without
// it and with input that fails validation: the credential's own code comes back, never 40000.

/** The answer to a missing credential, by the header the operation requires. */
const MISSING: Record<string, number> = { token: 4011, 'course-token': 4011, 'share-video-token': 10005 };

interface Operation {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, unknown> };
}

/** The one header an operation cannot be called without, if any (`[{}, …]` is optional). */
function requiredCredential(op: Operation): string | undefined {
  const security = op.security ?? [];
  if (security.length === 0 || security.some((s) => Object.keys(s).length === 0)) return undefined;
  return Object.keys(security[0]!)[0];
}

function codeOf(body: string): number | undefined {
  try {
    return (JSON.parse(body) as { code?: number }).code;
  } catch {
    return undefined;
  }
}

describe('authentication before validation', () => {
  it('answers every credentialed operation without its credential with the credential code, not 40000', async () => {
    const app = await buildTestApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const credential = requiredCredential(op);
        if (!credential) continue;
        // Every query parameter a string no schema takes (U+0000, and far too long).
        const query = new URLSearchParams(
          (op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p): [string, string] => [p.name, `\u0000${'x'.repeat(5000)}`]),
        );
        const url = path.replace(/\{[^}]+\}/g, 'not-an-id') + (query.size ? `?${query}` : '');
        const json = op.requestBody?.content?.['application/json'] !== undefined;
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: {
            host: hostOf('vidmatrix'),
            language: 'en',
            ...(json ? { 'content-type': 'application/json' } : {}),
          },
          // A body of the wrong shape: every JSON body of the API is an object.
          ...(json ? { payload: '[1, "\\u0000"]' } : {}),
        });
        seen.push(`${method} ${path}`);
        const code = codeOf(res.body);
        // A HEAD reply (tus) carries no body, only the status.
        const expected = method === 'head' ? undefined : MISSING[credential];
        if (res.statusCode !== 401 || code !== expected) {
          wrong.push(
            `${method.toUpperCase()} ${path} (${credential}) → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(seen.length).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });
});
