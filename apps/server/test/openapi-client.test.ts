import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REPO_ROOT } from '../src/config/vars';
import { buildTestApp } from './helper';

// A partner or the desktop client builds its client from /api/openapi.json alone. This does what
// they would: openapi-typescript makes the types, openapi-fetch makes the calls, and the
// TypeScript compiler judges them.

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

export const api = createClient<paths>({ baseUrl: 'http://demo.localhost:3000' });
`;

const GOOD = `import { api } from './client';

export async function calls(token: string) {
  const info = await api.GET('/api/open/member/share_url_info', { params: { query: { id: 1001 } } });
  const platforms: string[] | undefined = info.data?.data.platforms;
  const login = await api.POST('/api/open/auth/login', {
    body: { phone: '13800000000', password: 'secret-123' },
  });
  const session: string | undefined = login.data?.data.token;
  const me = await api.GET('/api/member/auth/me', { headers: { token } });
  const refusal: number | undefined = me.error?.code;
  return { platforms, session, phone: me.data?.data.user.phone, refusal };
}
`;

/** Each a mistake the types must catch, one per line. */
const MISTAKES = [
  `api.POST('/api/open/auth/login', { body: { phone: 13800000000, password: 'secret-123' } });`,
  `api.GET('/api/open/member/share_url_info', { params: { query: {} } });`,
  `api.GET('/api/no/such/call');`,
];
const BAD = `import { api } from './client';\n\n${MISTAKES.map((call) => `void ${call}`).join('\n')}\n`;
const FIRST_MISTAKE_LINE = 2;

/** Diagnostics of the files in `dir`, by file name, with their zero-based lines. */
function typecheck(dir: string, files: string[]): Record<string, Array<{ line: number; text: string }>> {
  const program = ts.createProgram(
    files.map((file) => join(dir, file)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    },
  );
  const found: Record<string, Array<{ line: number; text: string }>> = {};
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? d.file.fileName.slice(dir.length + 1) : '(global)';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    (found[name] ??= []).push({ line, text: ts.flattenDiagnosticMessageText(d.messageText, '\n') });
  }
  return found;
}

describe('a typed client generated from the API document', () => {
  it('typechecks calls that match the document and refuses those that do not', async () => {
    const app = await buildTestApp();
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as OpenAPI3;

    // Under the repository, so that the client's imports resolve to its node_modules.
    const dir = mkdtempSync(join(REPO_ROOT, '.tmp/openapi-client-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document)));
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    writeFileSync(join(dir, 'good.ts'), GOOD);
    writeFileSync(join(dir, 'bad.ts'), BAD);

    const found = typecheck(dir, ['good.ts', 'bad.ts']);
    const { 'bad.ts': bad = [], ...others } = found;
    expect(others).toEqual({});
    const caught = MISTAKES.map((_, i) => bad.some((d) => d.line === FIRST_MISTAKE_LINE + i));
    expect(caught, JSON.stringify(bad, null, 2)).toEqual(MISTAKES.map(() => true));
  });
});
