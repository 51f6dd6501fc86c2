import type { CONFIG_DOCS } from './config';

/**
 * `.env.example` at the repository root, written from the configuration table so it cannot
 * drift from the parser (docs.test.ts compares the two). Every line is commented out:
 * copying the file changes nothing until a value is uncommented. Node reads such a file with
 * `node --env-file=.env`; the server itself reads only its environment.
 */
// A default that can be pasted as a value; the others describe what happens when unset.
const LITERAL = /^[^\s()<>]+$/;

export function envExample(docs: typeof CONFIG_DOCS): string {
  const header = [
    '# Vidmatrix server configuration, generated from the tables of apps/server/src/config/.',
    '# Each variable shows its default; uncomment a line to change it. README.md explains each one.',
    '# Regenerate: UPDATE_ENV_EXAMPLE=1 npx vitest run --project api src/config/docs.test.ts',
  ];
  const entries = docs.map((doc) =>
    LITERAL.test(doc.default)
      ? `\n# ${doc.description}\n# ${doc.name}=${doc.default}`
      : `\n# ${doc.description} (default: ${doc.default})\n# ${doc.name}=`,
  );
  return `${[...header, ...entries].join('\n')}\n`;
}
