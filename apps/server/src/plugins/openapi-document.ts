import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, errorResponsesOf, errorSchemas } from './openapi-errors';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, Json>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const toErrorEnvelope = createJsonSchemaTransformObject({ schemaRegistry: errorSchemas });

/** `POST /api/member/team/create` → `postMemberTeamCreate`: stable as long as the route is. */
function operationIdOf(method: string, path: string): string {
  const words = path.replace(/^\/api\//, '/').split(/[^A-Za-z0-9]+/);
  return method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** @fastify/swagger's stand-in when a route has no response schema at all. */
const isPlaceholder = (response: Json) => response.description === 'Default Response' && !response.content;

/** OpenAPI 3.0 wants a `type` beside `nullable`; zod writes `A | B | null` as `anyOf` + `nullable`. */
function nullableIntoBranches(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableIntoBranches);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (schema.nullable === true && schema.type === undefined && branches?.every((b) => b.type)) {
    for (const branch of branches) branch.nullable = true;
    delete schema.nullable;
  }
  Object.values(schema).forEach(nullableIntoBranches);
}

/**
 * Completes the generated document: an operationId and the shared error responses on every
 * operation. Refuses (the document answers 500, its tests fail) an operation without a summary,
 * a declared security or a response schema, so a new route cannot leave one out.
 */
export function transformDocument(input: Parameters<typeof toErrorEnvelope>[0]) {
  const converted = toErrorEnvelope(input) as unknown as Document;
  // Replies are what the server writes: the output form alone, not its unused `…Input` twin.
  const { ErrorEnvelope } = converted.components.schemas as Json;
  const doc: Document = {
    ...converted,
    components: { ...converted.components, schemas: { ErrorEnvelope }, responses: ERROR_RESPONSES },
  };
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      // A route of several methods shares one object among them: each gets its own.
      const op = (item[method] = { ...item[method]! });
      const where = `${method.toUpperCase()} ${path}`;
      op.operationId ??= operationIdOf(method, path);
      if (ids.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} is taken`);
      ids.add(op.operationId);
      if (!op.summary) problems.push(`${where}: no summary`);
      if (!op.security) problems.push(`${where}: no auth declared (schema.auth)`);
      if (Object.values(op.responses).some(isPlaceholder)) problems.push(`${where}: no response schema`);
      const required = !!op.security?.length && op.security.every((r) => Object.keys(r).length > 0);
      // A route's own description of a status (tus answers plain text) wins over the shared one.
      op.responses = { ...op.responses, ...without(errorResponsesOf(required), op.responses) };
    }
  }
  if (problems.length > 0) throw new Error(`The API document is incomplete:\n${problems.join('\n')}`);
  nullableIntoBranches(doc);
  return doc as unknown as ReturnType<typeof toErrorEnvelope>;
}

const without = <T>(entries: Record<string, T>, taken: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => !(key in taken)));
