import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from './config';
import { envExample } from './env-example';
import { REPO_ROOT } from './vars';

// The README's configuration table is what operators read; it must not drift from the parser.
describe('README configuration table', () => {
  const readme = readFileSync(`${REPO_ROOT}README.md`, 'utf8');
  it.each(CONFIG_DOCS.map((d) => [d.name, d]))('documents %s with its default', (_name, doc) => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Prettier pads table cells, so any run of spaces may separate them.
    expect(readme).toMatch(new RegExp(`\\|\\s*\`${doc.name}\`\\s*\\|\\s*\`${escape(doc.default)}\`\\s*\\|`));
  });
});

describe('.env.example', () => {
  it('lists every variable with its default, as the table has them', () => {
    const file = `${REPO_ROOT}.env.example`;
    if (process.env.UPDATE_ENV_EXAMPLE) writeFileSync(file, envExample(CONFIG_DOCS));
    expect(readFileSync(file, 'utf8')).toBe(envExample(CONFIG_DOCS));
  });
});
