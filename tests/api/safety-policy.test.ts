import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../server/db/schema/index';
import { bearer, signUp } from '../helpers/auth';
import { insertConversation, insertMessage } from '../helpers/safety-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 26's safety endpoints, actor kind × action → HTTP status, for the issue's 11 kinds: the
// seven of every table, an unconfirmed account, "blocked" (the target member has blocked this
// actor), "blocker" (this actor has blocked the target) and "correspondent" (in a conversation
// with the target, so may report the target's message there). Every action is about one target
// member; "resolve" dismisses a fresh report against another member.
type Who = Kind | 'unconfirmed' | 'blocked' | 'blocker' | 'correspondent';
type Action = 'listBlocks' | 'block' | 'unblock' | 'report' | 'reportMessage' | 'queue' | 'resolve';

const MEMBER = { listBlocks: 200, block: 204, unblock: 204, report: 201, reportMessage: 404, queue: 403, resolve: 403 };
const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { listBlocks: 401, block: 401, unblock: 401, report: 401, reportMessage: 401, queue: 401, resolve: 401 },
  // Reading its own (empty) list is allowed; every non-GET is refused until the address is confirmed.
  unconfirmed: { listBlocks: 200, block: 403, unblock: 403, report: 403, reportMessage: 403, queue: 403, resolve: 403 },
  basic: MEMBER,
  professional: MEMBER,
  owner: MEMBER,
  otherVenue: MEMBER,
  admin: { ...MEMBER, queue: 200, resolve: 200 },
  suspended: { listBlocks: 403, block: 403, unblock: 403, report: 403, reportMessage: 403, queue: 403, resolve: 403 },
  // A block does not stop blocking back, or reporting (which goes to the moderators, not the member).
  blocked: MEMBER,
  blocker: MEMBER,
  correspondent: { ...MEMBER, reportMessage: 201 },
};

let t: TestApp;
let people: Record<Who, Person>;
let target: Person;
let targetMessage: number;
let elsewhere: Person;

beforeAll(async () => {
  t = await createTestApp();
  target = await person(t, 'professional', { name: 'Tess Target' });
  elsewhere = await person(t, 'basic', { name: 'Reported Elsewhere' });
  const { session } = await signUp(t.app, { confirmed: false });
  people = {
    ...(await cast(t)),
    unconfirmed: { id: session.user.id, email: '', headers: bearer(session.access_token) },
    blocked: await person(t, 'professional'),
    blocker: await person(t, 'professional'),
    correspondent: await person(t, 'professional'),
  };
  const block = (who: Person, other: Person) => t.app.inject({ method: 'POST', url: `/api/members/${other.id}/block`, headers: who.headers });
  expect((await block(target, people.blocked)).statusCode).toBe(204);
  expect((await block(people.blocker, target)).statusCode).toBe(204);
  const conversation = await insertConversation(t.db, people.correspondent.id, target.id);
  targetMessage = await insertMessage(t.db, conversation, target.id, 'A message worth reporting');
});
afterAll(() => t.close());

async function attempt(who: Who, action: Action): Promise<number> {
  const headers = people[who].headers;
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  switch (action) {
    case 'listBlocks':
      return inject('GET', '/api/blocks');
    case 'block':
      return inject('POST', `/api/members/${target.id}/block`);
    case 'unblock':
      return inject('DELETE', `/api/members/${target.id}/block`);
    case 'report':
      return inject('POST', '/api/reports', { member_id: target.id, reason: 'spam' });
    case 'reportMessage':
      return inject('POST', '/api/reports', { member_id: target.id, message_id: targetMessage, reason: 'harassment', note: 'Unwelcome.' });
    case 'queue':
      return inject('GET', '/api/admin/reports');
    case 'resolve': {
      const [r] = await t.db.insert(reports).values({ reporterId: target.id, reportedId: elsewhere.id, reason: 'other' }).returning();
      return inject('POST', `/api/admin/reports/${r.id}/resolve`, { action: 'dismiss' });
    }
  }
}

describe('safety policy table (issue 26)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it('covers the 11 actor kinds of the issue', () => expect(Object.keys(TABLE)).toHaveLength(11));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });
});
