import { z } from 'zod';

// Response schemas shared by routes of several areas (the OpenAPI document is built from them).

/** 204 No Content: documented without a body. */
export const noContent = z.null().describe('No content');
/** { ok: true } acknowledgements. */
export const okDto = z.object({ ok: z.literal(true) });
/** A text answer of the given content type (calendar files, CSV, XML): not JSON. */
export const textBody = (contentType: string, description: string) => ({ description, content: { [contentType]: { schema: z.string() } } });

/**
 * JSON text serialised earlier (a cache hit): Fastify sends a string body as it is, without the
 * route's serializer, so the schema only documents it; this tells the type provider so.
 */
export const jsonText = <T>(json: string): T => json as unknown as T;

/** A redirect (3xx): no body, the `location` header says where to. */
// The OpenAPI document's words are for developers, in English (not the catalogue's).
const LOCATION_DOC = 'Where the browser goes next.';
const LOCATION_HEADER = { type: 'string', description: LOCATION_DOC };
export const redirect = (description: string) => z.null().meta({ description, headers: { location: LOCATION_HEADER } });

/**
 * A file answer (images and other binary content) in any of the given content types: not JSON.
 * Fastify sends a Buffer or stream as it is; the schema only documents it.
 */
export const fileBody = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});
