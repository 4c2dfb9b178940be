import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, pushSubscriptions } from '../../server/db/schema/index';
import { connect } from '../helpers/network-fixtures';
import { startPushService, type PushService } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 28's push-device endpoints, actor kind × action → HTTP status. Besides the seven kinds of
// every policy table: an unconfirmed account (its own devices are allowed: they reach no one), a
// member someone has blocked, the holder of the device the others try to remove, and a member
// connected to that holder (a connection gives no say over another's devices). Renewing a device
// (the service worker's pushsubscriptionchange, decision 0061) needs the device's renewal secret,
// not a member: whoever holds the secret may move that device to its new endpoint, and no one
// else, whatever their kind: the route does not look at the caller (the worker sends no token).
// Only an unconfirmed account's token is refused first, as on every non-GET route.
type Who = Kind | 'unconfirmed' | 'blocked' | 'holder' | 'connected';
type Action = 'list' | 'enable' | 'removeOwn' | 'removeHolders' | 'enableForeignService' | 'renewWithSecret' | 'renewWrongSecret' | 'renewNoSecret';

const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { list: 401, enable: 401, removeOwn: 401, removeHolders: 401, enableForeignService: 401, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  unconfirmed: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 403, renewWrongSecret: 403, renewNoSecret: 403 },
  basic: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  professional: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  owner: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  otherVenue: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  // Admins look after members, not their devices.
  admin: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  suspended: { list: 403, enable: 403, removeOwn: 403, removeHolders: 403, enableForeignService: 403, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  blocked: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  holder: { list: 200, enable: 201, removeOwn: 204, removeHolders: 204, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
  connected: { list: 200, enable: 201, removeOwn: 204, removeHolders: 404, enableForeignService: 400, renewWithSecret: 200, renewWrongSecret: 403, renewNoSecret: 400 },
};

let t: TestApp;
let ps: PushService;
let people: Record<Who, Person>;

beforeAll(async () => {
  ps = await startPushService();
  t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: ps.origin } });
  const base = await cast(t);
  people = {
    ...base,
    unconfirmed: await person(t, 'professional', { confirmed: false, name: 'Una Unconfirmed' }),
    blocked: await person(t, 'professional', { name: 'Bea Blocked' }),
    holder: await person(t, 'professional', { name: 'Hana Holder' }),
    connected: await person(t, 'professional', { name: 'Cy Connected' }),
  };
  await t.db.insert(blocks).values({ blockerId: people.holder.id, blockedId: people.blocked.id });
  await connect(t.db, people.holder.id, people.connected.id);
}, 120_000);
afterAll(async () => {
  await t.close();
  await ps.close();
});

const deviceOf = async (userId: string) => {
  const sub = ps.subscription();
  const [row] = await t.db.insert(pushSubscriptions).values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }).returning();
  return row.id;
};

async function attempt(who: Who, action: Action): Promise<number> {
  const headers = people[who].headers;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  const ownId = who === 'anonymous' ? '00000000-0000-4000-8000-000000000001' : null;
  switch (action) {
    case 'list':
      return send('GET', '/api/push/devices');
    case 'enable': {
      const sub = ps.subscription();
      return send('POST', '/api/push/devices', { endpoint: sub.endpoint, keys: sub.keys });
    }
    case 'enableForeignService': {
      const sub = ps.subscription();
      return send('POST', '/api/push/devices', { endpoint: 'https://push.example.net/send/abc', keys: sub.keys });
    }
    case 'removeOwn':
      return send('DELETE', `/api/push/devices/${ownId ?? (await deviceOf(people[who].id))}`);
    case 'removeHolders':
      return send('DELETE', `/api/push/devices/${await deviceOf(people.holder.id)}`);
    case 'renewWithSecret':
    case 'renewWrongSecret':
    case 'renewNoSecret': {
      const old = ps.subscription();
      const made = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: people.holder.headers, payload: { endpoint: old.endpoint, keys: old.keys } });
      const secret = made.json().renewal_secret as string;
      const renewed = ps.subscription();
      const given = action === 'renewWithSecret' ? secret : action === 'renewWrongSecret' ? secret.slice(0, -2) + (secret.endsWith('AA') ? 'BB' : 'AA') : '';
      return send('POST', '/api/push/devices/renew', { old_endpoint: old.endpoint, renewal_secret: given, subscription: { endpoint: renewed.endpoint, keys: renewed.keys } });
    }
  }
}

describe('push devices policy table (issue 28)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });

  it('covers eleven kinds of actor and every push endpoint', () => {
    expect(Object.keys(TABLE)).toHaveLength(11);
    const urls = new Set(t.app.routeTable.filter((r) => r.url.startsWith('/api/push')).map((r) => `${r.method} ${r.url}`));
    expect([...urls].sort()).toEqual(['DELETE /api/push/devices/:id', 'GET /api/push/devices', 'POST /api/push/devices', 'POST /api/push/devices/renew']);
  });
});
