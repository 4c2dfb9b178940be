import type { Json, JsonSchema } from './fuzz-values';

// The largest body a route's schema accepts (issue 24, docs/decisions/0036), to check that its
// body limit refuses nothing legitimate: every text at its maximum length in a 3-byte character
// (what JSON.stringify sends for any script a person types), every list at its maximum length,
// every optional field present, the longest alternative of a union.


/** A typed character of 3 bytes in UTF-8 (and one UTF-16 unit, which is what zod's max counts). */
export const WIDE_CHAR = '€';
/**
 * Texts whose schema sets no maximum: our own storage URLs, passwords, ids and keys. Their length
 * is bounded by the body limit alone; 256 ASCII characters is more than any real one.
 */
export const UNBOUNDED_TEXT = 256;
/** Formats that are ASCII by definition, at their longest. */
const ASCII_FORMATS: Record<string, number> = { uuid: 36, date: 10, 'date-time': 35, time: 18, email: 254, uri: 2048, url: 2048 };
/** Free-form records (`data` of a function or of auth's user): a few entries of a short text. */
const RECORD_ENTRIES = 8;

export function largestValue(s: JsonSchema | undefined, depth = 0): Json {
  if (!s || depth > 12) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return largestOf(alternatives.map((a) => largestValue(a, depth + 1)));
  if (s.allOf?.length) return largestValue(s.allOf[0], depth + 1);
  const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : s.type ? [s.type] : [];
  if (types.length > 1) return largestOf(types.map((t) => largestValue({ ...s, type: t }, depth + 1)));
  switch (types[0]) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = largestValue(v, depth + 1);
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        for (let i = 0; i < RECORD_ENTRIES; i++) out[`key${i}`] = largestValue(s.additionalProperties, depth + 1) ?? WIDE_CHAR.repeat(UNBOUNDED_TEXT / 8);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: s.maxItems ?? 1 }, () => largestValue(s.items, depth + 1));
    case 'integer':
    case 'number':
      return -Number.MAX_SAFE_INTEGER;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      if (s.format && s.format in ASCII_FORMATS) return 'a'.repeat(Math.min(s.maxLength ?? Infinity, ASCII_FORMATS[s.format]));
      return s.maxLength !== undefined ? WIDE_CHAR.repeat(s.maxLength) : 'a'.repeat(UNBOUNDED_TEXT);
    default:
      // Any value (z.unknown()): a short text.
      return WIDE_CHAR.repeat(UNBOUNDED_TEXT / 8);
  }
}

const largestOf = (values: Json[]) => values.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));

/** Bytes of a value sent as JSON. */
export const bytes = (v: Json) => Buffer.byteLength(JSON.stringify(v) ?? '');
