import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { z } from 'zod';

/**
 * Every JSON answer passes its route's zod response schema before it is written: fields the
 * schema does not declare are dropped, and an answer that breaks its contract is a 500 (logged),
 * never sent (docs/decisions/0033, third pass).
 *
 * fastify-type-provider-zod's own serializer checks in zod's encode direction (for codecs), which
 * takes a slow path on every schema: ~650 ns for `{ ok: true }` and ~1.2 µs for a five-field
 * object, against 18 ns and 67 ns for the same check in the parse direction, which zod compiles.
 * Our response schemas are plain descriptions of the JSON as sent (no codecs, no transforms: an
 * encode of a transform throws, so none could be in use), for which both directions give the same
 * answer; so this checks in the parse direction.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = resolve(schema);
  if (WRITTEN_UNCHECKED.has(zodSchema)) return writerFor(zodSchema, method, url);
  return (data) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** The zod type of a response schema as routes give it: a zod type, or `{ properties: zodType }` (as the type provider accepts). */
export function responseZodType(schema: unknown): z.ZodType | undefined {
  if (schema instanceof $ZodType) return schema as z.ZodType;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof $ZodType ? (inner as z.ZodType) : undefined;
}

function resolve(schema: unknown): z.ZodType {
  const type = responseZodType(schema);
  if (!type) throw new Error(`A response schema must be a zod type: ${JSON.stringify(schema)}`);
  return type;
}

/**
 * Hot lists (issue 30, decision 0059): answers whose every field a typed presenter builds (e.g.
 * presentMeetup → MeetupDto) are written by a serializer compiled from the same zod schema
 * (fast-json-stringify) instead of being parsed again on each request: it writes only the declared
 * fields — nothing undeclared leaks — and refuses an answer missing a required field, but does not
 * re-check enums and formats. Returns the schema, for use in a route's `response`.
 */
export function writtenUnchecked<T extends z.ZodType>(schema: T): T {
  WRITTEN_UNCHECKED.add(schema);
  return schema;
}
const WRITTEN_UNCHECKED = new WeakSet<z.ZodType>();

function writerFor(schema: z.ZodType, method: string, url: string) {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  const write = fastJson(openObjects(json) as Parameters<typeof fastJson>[0]);
  return (data: unknown) => {
    try {
      return write(data);
    } catch (cause) {
      throw new ResponseSerializationError(method, url, { cause: cause as z.ZodError });
    }
  };
}

/**
 * `additionalProperties: false` removed at every depth: the writer drops undeclared fields anyway,
 * but in a union (a nullable object) it would check the value against it and refuse a row that
 * carries more than the answer shows.
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([k, v]) => !(k === 'additionalProperties' && v === false)).map(([k, v]) => [k, openObjects(v)]));
}
