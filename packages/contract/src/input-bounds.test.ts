import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as analytics from './analytics';
import * as auth from './auth';
import * as consoleNfc from './console-nfc';
import * as consoleEndpoints from './console';
import * as contact from './contact';
import * as copywriting from './copywriting';
import * as distribution from './distribution';
import type { Endpoint } from './endpoint';
import { INT_MAX } from './input-fields';
import * as share from './share';
import * as system from './system';
import * as team from './team';
import * as upload from './upload';

// Every input an endpoint takes, as the API document describes it: each string bounded, each
// number bounded, each id within PostgreSQL integer (input-fields.ts). A new field without a
// bound fails here before the fuzz test or PostgreSQL finds it.

const MODULES = [
  analytics,
  auth,
  consoleNfc,
  consoleEndpoints,
  contact,
  copywriting,
  distribution,
  share,
  system,
  team,
  upload,
];

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

interface JsonNode {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  properties?: Record<string, JsonNode>;
  additionalProperties?: JsonNode | boolean;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  propertyNames?: JsonNode;
}

/** A pattern that fixes the length (`^\d{6}$`, `^[0-9a-f]{32}$`): no `*`, `+` or open `{n,}`. */
const boundedPattern = (p: string) => p.startsWith('^') && p.endsWith('$') && !/[*+]|\{\d+,\}/.test(p);

function unbounded(node: JsonNode, path: string, out: string[]): string[] {
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    unbounded(branch, path, out);
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (node.enum || node.const !== undefined) return out;
  if (
    types.includes('string') &&
    node.maxLength === undefined &&
    !(node.pattern && boundedPattern(node.pattern))
  ) {
    out.push(`${path}: string without maxLength`);
  }
  // Any finite double fits PostgreSQL's double precision and jsonb, and zod's int() stops at
  // 2^53 (bigint holds it); ids go to integer columns.
  if (types.includes('integer') || types.includes('number')) {
    if (/(^|[._ ])ids?(\[\])?$|_ids?(\[\])?$/.test(path) && (node.maximum ?? Infinity) > INT_MAX) {
      out.push(`${path}: id beyond integer`);
    }
  }
  for (const [name, child] of Object.entries(node.properties ?? {})) unbounded(child, `${path}.${name}`, out);
  if (typeof node.additionalProperties === 'object') unbounded(node.additionalProperties, `${path}.*`, out);
  if (node.propertyNames) unbounded(node.propertyNames, `${path}.<key>`, out);
  if (node.items) unbounded(node.items, `${path}[]`, out);
  return out;
}

describe('the inputs of every endpoint', () => {
  const endpoints = MODULES.flatMap((m) => Object.values(m).filter(isEndpoint));

  it('are found, and an unbounded field would be noticed', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const loose = z.object({ activity_id: z.coerce.number().int().positive(), title: z.string() });
    expect(unbounded(z.toJSONSchema(loose, { io: 'input' }) as JsonNode, 'x', [])).toEqual([
      'x.activity_id: id beyond integer',
      'x.title: string without maxLength',
    ]);
  });

  it('bound every string, every number and every id', () => {
    const problems = endpoints.flatMap((e) =>
      (['query', 'body'] as const).flatMap((part) => {
        const schema = e[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
        return unbounded(json, `${e.path} ${part}`, []);
      }),
    );
    expect(problems).toEqual([]);
  });
});
