import { z } from 'zod';
import { daysFromNow, impossibleDay } from './dates';

// Builds plausible request parts from a route's zod schema and the hostile variants the fuzz
// test (tests/api/fuzz.test.ts) sends. Plausible first, so one bad field reaches deep code.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
/** The JSON Schema keywords our zod contracts produce (also read by tests/helpers/largest-body.ts). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: Json;
};

export const NUL = 'fuzz\u0000value';
export const LONE_SURROGATE = 'fuzz\uD800value';
/** This year's 31 February, from the test's clock (dates.ts). */
export const IMPOSSIBLE_DAY = impossibleDay();
export const IMPOSSIBLE_DATE = `${IMPOSSIBLE_DAY}T25:61:00Z`;
/** A list page marker (base64url "date time|id") whose date and time cannot exist. */
export const IMPOSSIBLE_CURSOR = Buffer.from(`${IMPOSSIBLE_DAY} 25:61:00+00|00000000-0000-4000-8000-000000000000`).toString('base64url');
export const HUGE_NUMBERS = [1e308, -1e308, 2 ** 63, 1.5];
export const WRONG_TYPES: Json[] = [{ nested: NUL }, [1, 2], true, 'text', 123];

/** The zod schema's input shape as JSON Schema, or null when the route has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** A value that fits the schema well enough to pass most checks. */
export function sample(s: JsonSchema | undefined, ids: { uuid: string }, depth = 0): Json {
  if (!s || depth > 8) return 'sample';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], ids, depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], ids, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, ids, depth + 1)]));
    case 'array':
      return [sample(s.items, ids, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string':
      switch (s.format) {
        case 'email':
          return 'fuzz@example.com';
        case 'uuid':
          return ids.uuid;
        case 'date-time':
          return `${daysFromNow(60)}T10:00:00Z`;
        case 'date':
          return daysFromNow(60);
        case 'uri':
        case 'url':
          return 'https://example.com/x';
        default:
          return 'sample text long enough'.slice(0, Math.max(s.minLength ?? 0, 11));
      }
    default:
      return 'sample';
  }
}

type Leaf = { path: (string | number)[]; value: Json };

function leaves(v: Json, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
  return [{ path, value: v }];
}

function setAt(root: Json, path: (string | number)[], value: Json): Json {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let at = copy;
  for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, Json>;
  at[path[path.length - 1]] = value;
  return copy;
}

function mapStrings(v: Json, f: (s: string) => string): Json {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, f)]));
  return v;
}

/** Hostile versions of a plausible object: every string poisoned at once, then one field at a time. */
export function variants(base: Json): { label: string; value: Json }[] {
  const asObject = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const out: { label: string; value: Json }[] = [
    { label: 'NUL in every string', value: mapStrings(base, (s) => s + NUL) },
    { label: 'lone surrogate in every string', value: mapStrings(base, (s) => s + LONE_SURROGATE) },
    { label: 'NUL as a key', value: { ...asObject, [NUL]: 'x' } },
    { label: 'an array instead of an object', value: [asObject] },
    { label: 'a string instead of an object', value: NUL },
  ];
  for (const leaf of leaves(base)) {
    const at = leaf.path.join('.') || '(root)';
    const put = (label: string, value: Json) => out.push({ label: `${at}: ${label}`, value: setAt(base, leaf.path, value) });
    put('NUL', NUL);
    put('lone surrogate', LONE_SURROGATE);
    if (typeof leaf.value === 'string') {
      put('impossible date', IMPOSSIBLE_DATE);
      put('impossible day', IMPOSSIBLE_DAY);
      put('impossible time', '25:61');
      put('long text', 'x'.repeat(100_000));
    }
    for (const n of HUGE_NUMBERS) put(`number ${n}`, n);
    for (const w of WRONG_TYPES) put(`wrong type ${JSON.stringify(w)}`, w);
  }
  return out;
}

/** The same for query strings, whose values are text. */
export function queryVariants(base: Record<string, Json>): { label: string; query: string }[] {
  const enc = (v: Json) => (typeof v === 'string' ? encodeURIComponent(v) : encodeURIComponent(JSON.stringify(v)));
  const build = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join('&');
  const plain = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, enc(v)]));
  const keys = [...new Set([...Object.keys(base), 'cursor', 'limit', 'q'])];
  const out: { label: string; query: string }[] = [
    { label: 'NUL everywhere', query: build(Object.fromEntries(keys.map((k) => [k, '%00']))) },
    // %ED%A0%80 is a UTF-8-encoded lone surrogate: not valid UTF-8 at all.
    { label: 'encoded lone surrogate everywhere', query: build(Object.fromEntries(keys.map((k) => [k, '%ED%A0%80']))) },
    { label: 'broken percent escape', query: build({ ...plain, q: '%E0%A4%A' }) },
  ];
  const badCursors = {
    'cursor impossible date': IMPOSSIBLE_CURSOR,
    'cursor bad id': Buffer.from('2026-01-01 10:00:00+00|------------------------------------').toString('base64url'),
    'cursor huge year': Buffer.from('99999-01-01 10:00:00+00|00000000-0000-4000-8000-000000000000').toString('base64url'),
    'cursor garbage': '!!!%00',
    'cursor NUL': Buffer.from('\u0000|\u0000').toString('base64url'),
  };
  for (const [label, cursor] of Object.entries(badCursors)) out.push({ label, query: build({ ...plain, cursor: encodeURIComponent(cursor) }) });
  for (const k of keys) {
    for (const [label, v] of [
      ['NUL', '%00'],
      ['impossible date', encodeURIComponent(IMPOSSIBLE_DATE)],
      ['impossible day', IMPOSSIBLE_DAY],
      ['huge number', '1e308'],
      ['big integer', '99999999999999999999'],
      ['negative', '-1'],
    ] as const) {
      out.push({ label: `${k}: ${label}`, query: build({ ...plain, [k]: v }) });
    }
    out.push({ label: `${k}: repeated`, query: `${build(plain)}&${k}=a&${k}=b` });
  }
  return out;
}

/**
 * Bodies shaped to cost a parser (issue 24): nesting and lists far past any form's, each as large
 * as the route lets through (capped at 1 MiB), and one a byte over the route's limit.
 */
export function shapeBombs(limit: number): { label: string; payload: string }[] {
  const size = Math.min(limit, 1024 * 1024);
  const levels = Math.floor(size / 2) - 1;
  const objectLevels = Math.floor((size - 1) / 6);
  return [
    { label: `${levels} nested lists`, payload: '['.repeat(levels) + ']'.repeat(levels) },
    { label: `${levels + 1} unclosed lists`, payload: '['.repeat(levels + 1) },
    { label: `${objectLevels} nested objects`, payload: '{"a":'.repeat(objectLevels) + '1' + '}'.repeat(objectLevels) },
    { label: 'a list as long as the limit allows', payload: `[${'0,'.repeat(Math.floor(size / 2) - 2)}0]` },
    { label: 'an object with as many keys as the limit allows', payload: `{${Array.from({ length: Math.floor(size / 10) }, (_, i) => `"${(i % 1e6).toString(36).padStart(4, '0')}":0`).join(',')}}`.slice(0, size - 1) + '}' },
    { label: 'one byte over the limit', payload: `"${'x'.repeat(limit - 1)}"` },
  ];
}

export const PATH_GARBAGE = ['not-an-id', '%00', '%ED%A0%80', '99999999999999999999', IMPOSSIBLE_DAY, '..%2F..%2Fetc%2Fpasswd'];
