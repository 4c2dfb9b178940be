import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, writtenUnchecked } from './response-serializer';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const providers = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x' });

// The kinds of schema our DTOs are made of (contracts/).
const dto = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  date: z.iso.date(),
  capacity: z.number().int().nullable(),
  status: z.enum(['draft', 'published']),
  tags: z.array(z.string()),
  venue: z.object({ name: z.string(), city: z.string().optional() }).nullable(),
  counts: z.record(z.string(), z.number()),
  kind: z.discriminatedUnion('type', [z.object({ type: z.literal('a'), a: z.number() }), z.object({ type: z.literal('b'), b: z.string() })]),
  either: z.union([z.string(), z.number()]),
});

const sample = {
  id: '8f1b7c1e-1111-4222-8333-944445555666',
  title: 'Quarterly meetup "spring"',
  starts_at: '2027-03-01T18:30:00+00:00',
  date: '2027-03-01',
  capacity: null,
  status: 'published',
  tags: ['design', 'ai'],
  venue: { name: 'The Hall', secret_note: 'not in the schema' },
  counts: { going: 3 },
  kind: { type: 'b', b: 'x', extra: true },
  either: 7,
  password_hash: 'never sent',
};

describe('response serializer', () => {
  it('writes what the type provider writes, for every kind of schema our DTOs use', () => {
    expect(compile(dto)(sample)).toBe(providers(dto)(sample));
    const list = z.object({ items: z.array(dto), next: z.string().nullable() });
    const page = { items: [sample, { ...sample, venue: null, kind: { type: 'a', a: 1 }, either: 'text' }], next: null };
    expect(compile(list)(page)).toBe(providers(list)(page));
  });

  it('drops the fields a schema does not declare, at any depth', () => {
    const json = JSON.parse(compile(dto)(sample));
    expect(json).not.toHaveProperty('password_hash');
    expect(json.venue).toEqual({ name: 'The Hall' });
    expect(json.kind).toEqual({ type: 'b', b: 'x' });
  });

  it('refuses an answer that breaks its contract: a 500, and nothing of it is sent', async () => {
    expect(() => compile(dto)({ ...sample, status: 'deleted' })).toThrow(/doesn't match the schema/);
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/x', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: false, leaked: 'secret' }));
    const res = await app.inject({ url: '/x' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });

  it('accepts a schema given as { properties }, as the type provider does', () => {
    const schema = z.object({ ok: z.literal(true) });
    expect(responseSerializerCompiler({ schema: { properties: schema }, method: 'GET', url: '/x', httpStatus: '200' })({ ok: true, x: 1 })).toBe('{"ok":true}');
  });
});

describe('hot-list writer (writtenUnchecked)', () => {
  const unchecked = (schema: z.ZodType) => responseSerializerCompiler({ schema: writtenUnchecked(schema), method: 'GET', url: '/y', httpStatus: '200' });
  it('writes the same JSON as the checked serializer, undeclared fields dropped at any depth', () => {
    const list = z.object({ items: z.array(dto), next: z.string().nullable(), capped: z.boolean(), extra: z.object({ n: z.number() }).optional() });
    const page = { items: [sample, { ...sample, venue: null, kind: { type: 'a', a: 1 }, either: 'text' }], next: null, capped: false };
    expect(JSON.parse(unchecked(list)(page))).toEqual(JSON.parse(compile(list)(page)));
    expect(unchecked(list)(page)).not.toContain('never sent');
    expect(unchecked(list)(page)).not.toContain('secret_note');
  });

  it('refuses an answer missing a required field: a 500, nothing sent', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/y', { schema: { response: { 200: writtenUnchecked(z.object({ ok: z.boolean(), title: z.string() })) } } }, async () => ({ ok: true, leaked: 'secret' }));
    const res = await app.inject({ url: '/y' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });
});
