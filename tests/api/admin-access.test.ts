import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFn, caller, suspendDirectly, type Caller } from '../helpers/admin-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Who may call each admin function (docs/product.md §6 Admin, enforced by the server), and that malformed
// bodies are answered with 400 JSON, never a 500.

let t: TestApp;
let admin: Caller;
let basic: Caller;
let professional: Caller;
let venue: Caller;
let suspendedAdmin: Caller;
let target: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t, 'professional', { admin: 0, name: 'Sam Admin' });
  suspendedAdmin = await caller(t, 'basic', { admin: 1 });
  basic = await caller(t, 'basic');
  professional = await caller(t, 'professional');
  venue = await caller(t, 'venue');
  target = await caller(t, 'basic', { name: 'Target Person' });
  await suspendDirectly(t, suspendedAdmin.id);
});
afterAll(() => t.close());

const VALID: Record<string, () => unknown> = {
  'admin-list-users': () => ({ page: 1, pageSize: 25, q: '', role: '' }),
  'admin-list-partners': () => ({ page: 1, pageSize: 25, q: '', published: '' }),
  'admin-list-email-logs': () => ({ page: 1, pageSize: 50 }),
  'admin-suspend-user': () => ({ userId: target.id, suspend: false }),
  'admin-send-notifications': () => ({ title: 'Hello', message: 'Welcome aboard', type: 'info', mode: 'single', userId: target.id }),
  'admin-get-or-create-venue-partner': () => ({ userId: venue.id }),
  'admin-broadcast-audience': () => ({ role: '' }),
};

describe.each(Object.keys(VALID))('%s', (name) => {
  it('anonymous callers get 401 JSON, before the body is read', async () => {
    for (const body of [VALID[name](), { nonsense: true }]) {
      const res = await callFn(t, name, null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  it('an invalid token gets 401', async () => {
    const res = await callFn(t, name, { headers: { authorization: 'Bearer not-a-token' } }, VALID[name]());
    expect(res.statusCode).toBe(401);
  });

  it('members of every role get 403 {error, message}', async () => {
    for (const who of [basic, professional, venue]) {
      const res = await callFn(t, name, who, VALID[name]());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(expect.objectContaining({ error: 'admin_required', message: 'Admin access required' }));
    }
  });

  it('a suspended admin gets 403', async () => {
    const res = await callFn(t, name, suspendedAdmin, VALID[name]());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('user_suspended');
  });

  it('an admin gets 200 JSON', async () => {
    const res = await callFn(t, name, admin, VALID[name]());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('malformed bodies are 400 JSON naming the field, never 500', () => {
  const BAD: Record<string, unknown[]> = {
    'admin-list-users': [{ page: 0 }, { page: -3 }, { page: 1.5 }, { page: 'abc' }, { page: null }, { pageSize: 0 }, { pageSize: 1000 }, { q: 42 }, { q: 'x'.repeat(500) }, { role: 'admin' }, { role: 7 }, [], 'text'],
    'admin-list-partners': [{ page: 0 }, { pageSize: 101 }, { published: 'yes' }, { published: 1 }, { q: {} }, []],
    'admin-list-email-logs': [{ page: 0 }, { page: 'two' }, { pageSize: -1 }, { pageSize: 'all' }, []],
    'admin-suspend-user': [{}, { userId: 'abc', suspend: true }, { userId: target?.id }, { userId: '00000000-0000-4000-8000-000000000000', suspend: 'yes' }, []],
    'admin-broadcast-audience': [{ role: 'admin' }, { role: 7 }, [], 'text'],
    'admin-send-notifications': [
      {},
      { title: '   ', message: 'x', mode: 'broadcast' },
      { title: 'x', message: ' \n ', mode: 'broadcast' },
      { title: 'x', message: 'y', mode: 'shout' },
      { title: 'x', message: 'y', mode: 'broadcast', type: 'danger' },
      { title: 'x', message: 'y', mode: 'broadcast', role: 'admin' },
      { title: 'x', message: 'y', mode: 'single' },
      { title: 'x', message: 'y', mode: 'single', userId: 'not-a-uuid' },
      { title: 'x'.repeat(500), message: 'y', mode: 'broadcast' },
      { title: 42, message: 'y', mode: 'broadcast' },
      [],
    ],
  };
  it.each(Object.keys(BAD))('%s', async (name) => {
    for (const body of BAD[name]) {
      const res = await callFn(t, name, admin, body);
      expect(res.statusCode, `${name} ${JSON.stringify(body).slice(0, 60)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('bad JSON is 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/functions/v1/admin-list-users', headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '{"page":' });
    expect(res.statusCode).toBe(400);
  });

  it('blank title and message give the field and the reason', async () => {
    const title = await callFn(t, 'admin-send-notifications', admin, { title: '  ', message: 'Hello', mode: 'broadcast' });
    expect(title.json()).toMatchObject({ error: 'invalid_request', message: 'title: Enter a title.' });
    const message = await callFn(t, 'admin-send-notifications', admin, { title: 'Hi', message: '', mode: 'broadcast' });
    expect(message.json()).toMatchObject({ error: 'invalid_request', message: 'message: Enter a message.' });
    const role = await callFn(t, 'admin-list-users', admin, { role: 'admin' });
    expect(role.json()).toMatchObject({ error: 'invalid_request', message: 'role: Choose basic, professional or venue.' });
  });

  it('omitted paging fields take the default page sizes; numeric strings are accepted', async () => {
    expect((await callFn(t, 'admin-list-users', admin, {})).statusCode).toBe(200);
    expect((await callFn(t, 'admin-list-partners', admin, { page: '1', published: 'true' })).statusCode).toBe(200);
    expect((await callFn(t, 'admin-list-email-logs', admin, { page: '2' })).statusCode).toBe(200);
  });
});
