/**
 * How much a request body may be, and how it may be shaped, before we spend anything on it
 * (issue 24, "cheap to refuse"; docs/decisions/0036). Fastify refuses a body over the route's
 * `bodyLimit` with 413 from its Content-Length alone, or as soon as a streamed body passes it,
 * before any parser runs. The app-wide default is the small one, so a new route is small unless
 * it says otherwise; a route that needs more names one of these.
 *
 * Sizes are for the largest body a route's schema accepts, written as JSON.stringify writes it:
 * every text at its maximum length in characters of up to 3 bytes (any script a person types),
 * every list at its maximum length (tests/api/body-limits.test.ts checks every route against it).
 */
export const BODY_LIMITS = {
  /** Sign-in and sign-up, newsletter, profile, comments, ratings, announcements, admin actions. */
  default: 8 * 1024,
  /** A 5,000-character text and the fields around it: contact form, meetup and venue forms. */
  longText: 32 * 1024,
  /** generate-venue-content: six 5,000-character fields and two lists of 50 (about 150 kB at most). */
  venueCopy: 256 * 1024,
  /** A Stripe event (a few kB; room for the largest objects Stripe sends). */
  webhook: 256 * 1024,
  /** send-email: an admin's one-off email, html up to 200,000 and text up to 100,000 characters. */
  email: 1024 * 1024,
} as const;

/** Multipart framing around one uploaded file (part headers, boundary, a few small fields). */
export const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The JSON parser's shape bounds. The deepest body any route accepts is 4 levels (a function's
 * `data` record holding an object); the longest list is 50 items (generate-venue-content's
 * amenities). Well above both, well below what costs anything to walk.
 */
export const JSON_MAX_DEPTH = 16;
export const JSON_MAX_ENTRIES = 1000;

export const TOO_DEEP_MESSAGE = `The JSON body is nested more than ${JSON_MAX_DEPTH} levels deep.`;
export const TOO_LONG_MESSAGE = `A list or object in the JSON body has more than ${JSON_MAX_ENTRIES} entries.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

const COMMA = 0x2c;

/**
 * One pass over the JSON text, before JSON.parse builds anything: the first bound it breaks, or
 * null. Strings are skipped whole (indexOf to their closing quote), so a long text costs next to
 * nothing; for text that is not JSON at all the answer does not matter (JSON.parse refuses it
 * next). Linear, no allocation but one small array: microseconds for an 8 kB body.
 */
export function jsonShapeProblem(text: string, maxDepth = JSON_MAX_DEPTH, maxEntries = JSON_MAX_ENTRIES): string | null {
  // Commas seen at each open level; one more than that is its entry count.
  const commas = new Uint32Array(maxDepth + 1);
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // To the closing quote: the next one not escaped by an odd run of backslashes.
      i = text.indexOf('"', i + 1);
      while (i !== -1 && escaped(text, i)) i = text.indexOf('"', i + 1);
      if (i === -1) return null;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return TOO_DEEP_MESSAGE;
      commas[depth] = 0;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth--;
    } else if (c === COMMA && depth > 0 && ++commas[depth] >= maxEntries) {
      return TOO_LONG_MESSAGE;
    }
  }
  return null;
}

function escaped(text: string, quoteAt: number): boolean {
  let backslashes = 0;
  for (let i = quoteAt - 1; i >= 0 && text.charCodeAt(i) === BACKSLASH; i--) backslashes++;
  return backslashes % 2 === 1;
}
