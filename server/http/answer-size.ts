import { $ZodType } from 'zod/v4/core';
import { responseZodType } from './response-serializer';

const jsonBytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v) ?? '');

/**
 * The longest JSON a zod response schema can describe, in bytes (UTF-8); Infinity when it has no
 * bound (any string, array or record). Only the kinds whose JSON is bounded by their schema
 * alone are counted: literals, enums, booleans, numbers, null and objects made of them.
 */
export function maxJsonBytes(schema: unknown): number {
  if (!(schema instanceof $ZodType)) return Infinity;
  const def = schema._zod.def as { type: string; values?: unknown[]; entries?: Record<string, unknown>; shape?: Record<string, unknown>; innerType?: unknown; catchall?: unknown };
  switch (def.type) {
    case 'literal':
      return Math.max(0, ...(def.values ?? []).map(jsonBytes));
    case 'enum':
      return Math.max(0, ...Object.values(def.entries ?? {}).map(jsonBytes));
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'number':
      return 24; // -1.7976931348623157e+308
    case 'optional':
    case 'default':
    case 'readonly':
      return maxJsonBytes(def.innerType);
    case 'nullable':
      return Math.max(4, maxJsonBytes(def.innerType));
    case 'object': {
      if (def.catchall && (def.catchall as $ZodType)._zod.def.type !== 'never') return Infinity;
      const fields = Object.entries(def.shape ?? {});
      // {"key":value,"key":value}
      return fields.reduce((length, [key, value]) => length + jsonBytes(key) + 1 + maxJsonBytes(value), 2 + Math.max(0, fields.length - 1));
    }
    default:
      return Infinity;
  }
}

/** A route's response schemas as Fastify holds them: status code (or "2xx") → zod type or `{ properties }`. */
type ResponseSchemas = Record<string, unknown> | undefined;

/** True when every success answer a route declares is shorter than `bytes` whatever it holds. */
export function successAnswersBelow(response: ResponseSchemas, bytes: number): boolean {
  if (!response) return false;
  const success = Object.entries(response).filter(([status]) => status.startsWith('2'));
  if (success.length === 0) return false;
  return success.every(([, schema]) => maxJsonBytes(responseZodType(schema)) < bytes);
}
