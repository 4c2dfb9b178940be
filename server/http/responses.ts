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
