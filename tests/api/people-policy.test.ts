import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../helpers/auth';
import { block, connect, pastMeetupWith } from '../helpers/network-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 26's home and people-you-may-know endpoints, actor kind × action → HTTP status. The
// eleven kinds: the seven of every policy table, an unconfirmed account, a member the target has
// blocked, a member connected with the target and one who attended a past meetup with them.
// "dismiss" dismisses the target from the actor's suggestions; a block either way answers as if
// the target did not exist (the actor is not told they were blocked).
type Who = Kind | 'unconfirmed' | 'blocked' | 'connected' | 'coAttendee';
type Action = 'home' | 'suggestions' | 'dismiss' | 'dismissSelf' | 'dismissUnknown';

const member = { home: 200, suggestions: 200, dismiss: 204, dismissSelf: 400, dismissUnknown: 404 };
const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { home: 401, suggestions: 401, dismiss: 401, dismissSelf: 401, dismissUnknown: 401 },
  // Reading is open to it; a POST waits for the confirmed address (server/plugins/confirmed-reach.ts).
  unconfirmed: { home: 200, suggestions: 200, dismiss: 403, dismissSelf: 403, dismissUnknown: 403 },
  basic: member,
  professional: member,
  owner: member,
  otherVenue: member,
  admin: member,
  suspended: { home: 403, suggestions: 403, dismiss: 403, dismissSelf: 403, dismissUnknown: 403 },
  blocked: { ...member, dismiss: 404 },
  connected: member,
  coAttendee: member,
};

let t: TestApp;
let people: Record<Who, Person>;
let target: Person;

beforeAll(async () => {
  t = await createTestApp();
  const u = await signUp(t.app, { confirmed: false });
  people = {
    ...(await cast(t)),
    unconfirmed: { id: u.session.user.id, email: u.email, headers: bearer(u.session.access_token) },
    blocked: await person(t, 'professional', { name: 'Bea Blocked' }),
    connected: await person(t, 'professional', { name: 'Cal Connected' }),
    coAttendee: await person(t, 'professional', { name: 'Cora Coattendee' }),
  };
  target = await person(t, 'professional', { name: 'Tess Target' });
  await block(t.db, target.id, people.blocked.id);
  await connect(t.db, target.id, people.connected.id);
  await pastMeetupWith(t.db, people.owner.id, [target.id, people.coAttendee.id]);
}, 60_000);
afterAll(() => t.close());

async function attempt(who: Who, action: Action): Promise<number> {
  const headers = people[who].headers;
  const inject = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers }).then((r) => r.statusCode);
  switch (action) {
    case 'home':
      return inject('GET', '/api/home');
    case 'suggestions':
      return inject('GET', '/api/people/suggestions?limit=5');
    case 'dismiss':
      return inject('POST', `/api/people/suggestions/${target.id}/dismiss`);
    case 'dismissSelf':
      return inject('POST', `/api/people/suggestions/${people[who].id}/dismiss`);
    case 'dismissUnknown':
      return inject('POST', '/api/people/suggestions/6f1d2c3b-0000-4000-8000-000000000001/dismiss');
  }
}

describe('home and people policy table (issue 26)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });

  it('answers a malformed member id with 400 and a message, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/people/suggestions/not-an-id/dismiss', headers: people.professional.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining('Member not found') });
  });

  it('refuses a limit outside 1–20 with 400', async () => {
    for (const limit of ['0', '21', 'many']) {
      const res = await t.app.inject({ url: `/api/people/suggestions?limit=${limit}`, headers: people.professional.headers });
      expect(res.statusCode, limit).toBe(400);
    }
  });
});
