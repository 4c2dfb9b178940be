import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxJsonBytes, successAnswersBelow } from './answer-size';

describe('the longest JSON a response schema allows', () => {
  it('is exact for fixed answers and bounded for flags, numbers and enums', () => {
    expect(maxJsonBytes(z.object({ ok: z.literal(true) }))).toBe(JSON.stringify({ ok: true }).length);
    const answer = z.object({ ok: z.literal(true), database: z.literal('ok') });
    expect(maxJsonBytes(answer)).toBe(JSON.stringify({ ok: true, database: 'ok' }).length);
    // Each bound at least as long as the longest value it allows.
    expect(maxJsonBytes(z.object({ n: z.number() }))).toBeGreaterThanOrEqual(JSON.stringify({ n: -Number.MAX_VALUE }).length);
    expect(maxJsonBytes(z.object({ on: z.boolean().optional(), kind: z.enum(['a', 'évènement']).nullable() }))).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify({ on: false, kind: 'évènement' })));
  });

  it('has no bound when a string, an array or open keys can grow', () => {
    expect(maxJsonBytes(z.object({ ok: z.literal(true), message: z.string() }))).toBe(Infinity);
    expect(maxJsonBytes(z.array(z.literal(1)))).toBe(Infinity);
    expect(maxJsonBytes(z.object({ ok: z.boolean() }).catchall(z.boolean()))).toBe(Infinity);
    expect(maxJsonBytes(z.record(z.string(), z.boolean()))).toBe(Infinity);
    expect(maxJsonBytes(undefined)).toBe(Infinity);
  });

  it('decides per route from its success answers only', () => {
    const small = z.object({ ok: z.literal(true) });
    const error = z.object({ error: z.string(), message: z.string() });
    expect(successAnswersBelow({ 200: small, 400: error }, 1024)).toBe(true);
    expect(successAnswersBelow({ 200: { properties: small } }, 1024)).toBe(true);
    expect(successAnswersBelow({ 200: small, 201: error }, 1024)).toBe(false);
    expect(successAnswersBelow({ 200: small }, 5)).toBe(false);
    // No success answer declared (a page, a file): nothing is known about its size.
    expect(successAnswersBelow({ 404: error }, 1024)).toBe(false);
    expect(successAnswersBelow(undefined, 1024)).toBe(false);
  });
});
