import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDocsUiRoute, OPENAPI_PATH } from '../../server/plugins/openapi';
import type { RouteEntry } from '../../server/plugins/route-table';
import { bearer, signUp } from '../helpers/auth';
import { insertMeetup, insertVenue, notificationsOf } from '../helpers/meetup-fixtures';
import { setRole } from '../helpers/roles';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connections } from '../../server/db/schema/index';
import { unreadMessageCount } from '../../server/messages/unread';

// Issue 26: a blocked member can reach the blocker through no endpoint. The routes are read from
// the app's own route table: every non-GET route whose path or body names a member (the
// patterns below) is found, and each one must be covered by COVER — either exempt with the
// reason it is not "reaching" someone, or attempted. A route not in COVER is attempted
// generically (the member's id in its path and body, the rest of a body made from its schema);
// when that cannot be done the test fails and asks for an entry, so a route added later by any
// slice (follows, connections, messages, …) cannot forget the block check unnoticed.
//
// An attempt is made twice, each time by a fresh professional towards a fresh target: once by
// a member the target has blocked — it must be refused (4xx, an answer that does not mention
// a block) and nothing may arrive — and once by a member not blocked, whose same action must
// succeed and arrive (the sentinel: proof that the observation would have seen it).

/** Path parameters that name a member, and body fields that do (snake or camel case). */
const MEMBER_PARAM = /^(member|user|recipient|receiver|organiser|organizer|target|other|invitee|sender|person|blocked|reported)_?id$/i;
/** `:id` right after one of these path segments names a member too: /api/members/:id/…. */
const MEMBER_COLLECTION = /\/(members|users|people|organisers|organizers|follows\/:kind)\/:id(\/|$)/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Account = { id: string; name: string; headers: Record<string, string> };
type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
let made = 0;

async function account(label: string): Promise<Account> {
  const name = `Reach ${label} ${++made}${Math.random().toString(36).slice(2, 6)}`;
  const { session } = await signUp(t.app, { name });
  await setRole(t.db, session.user.id, 'professional');
  return { id: session.user.id, name, headers: bearer(session.access_token) };
}

const key = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;
const params = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
const memberParams = (url: string) => params(url).filter((p) => MEMBER_PARAM.test(p) || (p === 'id' && MEMBER_COLLECTION.test(url)));

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; enum?: unknown[]; format?: string; minLength?: number; maxLength?: number; minimum?: number; default?: unknown; const?: unknown };

function bodySchema(route: RouteEntry): JsonSchema | null {
  const body = route.schema?.body as z.ZodType | undefined;
  if (!body || typeof body !== 'object' || !('_zod' in body)) return null;
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function bodyKeys(s: JsonSchema | null): string[] {
  if (!s) return [];
  return [...Object.keys(s.properties ?? {}), ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(bodyKeys)];
}

/** The routes that name a member: what this test must cover. */
function memberRoutes(): RouteEntry[] {
  return t.app.routeTable.filter((r) => !r.websocket && r.method !== 'GET' && (memberParams(r.url).length > 0 || bodyKeys(bodySchema(r)).some((k) => MEMBER_PARAM.test(k))));
}

class Unfillable extends Error {}

/** A value for one schema: the target's id for a member field, else the least valid value. */
function fill(s: JsonSchema, name: string, target: string): unknown {
  if (MEMBER_PARAM.test(name)) return target;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return fill(alt.find((x) => x.type !== 'null') ?? alt[0], name, target);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'string') {
    if (s.format) throw new Unfillable(`${name}: a ${s.format} string`);
    return 'Hello from the block test'.padEnd(s.minLength ?? 0, '.').slice(0, s.maxLength ?? 200);
  }
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'object') return Object.fromEntries((s.required ?? []).map((k) => [k, fill(s.properties![k], k, target)]));
  if (type === 'array') return [];
  throw new Unfillable(`${name}: ${JSON.stringify(s).slice(0, 80)}`);
}

/** The route attempted with only the target's id: path parameters and a body from its schema. */
function generic(route: RouteEntry): (actor: Account, target: Account) => Promise<Res> {
  const other = params(route.url).filter((p) => !memberParams(route.url).includes(p));
  if (other.length) throw new Unfillable(`path parameters ${other.join(', ')}`);
  const schema = bodySchema(route);
  return async (actor, target) => {
    const url = route.url.replace(/:([A-Za-z_]+)/g, target.id);
    const payload = schema ? (fill(schema, '', target.id) as object) : undefined;
    return t.app.inject({ method: route.method as InjectOptions['method'], url, headers: actor.headers, ...(payload ? { payload } : {}) });
  };
}

/**
 * What the target sees: every GET route without parameters, as the target (their
 * notifications, inbox, requests, followers, home …, whatever exists on the branch).
 */
async function targetSees(target: Account): Promise<string> {
  // The data export is the member's right of access to what we hold (a request a block refused
  // is held, as declined), not something that reaches them.
  const skip = (url: string) => url === '/api/profile/export' || url === OPENAPI_PATH || isDocsUiRoute(url) || /\.(csv|ics|xml|txt)$/.test(url) || !url.startsWith('/api/');
  const routes = t.app.routeTable.filter((r) => r.method === 'GET' && !r.websocket && params(r.url).length === 0 && !skip(r.url));
  const bodies = await Promise.all(routes.map((r) => t.app.inject({ method: 'GET', url: r.url, headers: target.headers }).then((res) => res.body)));
  return bodies.join('\n');
}
/** How often the actor's id or name appears in what the target sees (their own blocked list names a blocked actor already). */
const mentions = async (actor: Account, target: Account) => {
  const seen = await targetSees(target);
  return seen.split(actor.id).length + seen.split(actor.name).length - 2;
};

/**
 * `pretends`: the route answers a blocked member as if it had worked (a connection request is
 * "sent" and then silently declined, decision 0044), so only "nothing arrived" is asserted.
 */
type Attempt = { attempt: (actor: Account, target: Account) => Promise<Res>; arrived?: (actor: Account, target: Account) => Promise<boolean>; pretends?: true };

/** Attempts and says whether anything arrived: the route's own check, or more mentions of the actor than before. */
async function attemptAndObserve(run: Attempt, actor: Account, target: Account): Promise<{ res: Res; arrived: boolean }> {
  if (run.arrived) {
    const res = await run.attempt(actor, target);
    return { res, arrived: await run.arrived(actor, target) };
  }
  const before = await mentions(actor, target);
  const res = await run.attempt(actor, target);
  return { res, arrived: (await mentions(actor, target)) > before };
}
type Cover = { exempt: string } | Attempt;

/** Every member-naming route with why it is not reaching someone, or how to attempt it. */
const COVER: Record<string, Cover> = {
  'POST /api/members/:id/block': { exempt: 'the actor’s own block list: nothing is sent to the other member, and blocking back must work' },
  'DELETE /api/members/:id/block': { exempt: 'the actor’s own block list: nothing is sent to the other member' },
  'POST /api/reports': { exempt: 'a report goes to the moderators, never to the member; a blocked member may still report' },
  'POST /functions/v1/admin-suspend-user': { exempt: 'admin-only moderation: an admin acts on a member whatever their blocks' },
  'POST /functions/v1/admin-send-notifications': { exempt: 'admin-only: notices from the site, not from a member' },
  'POST /functions/v1/admin-get-or-create-venue-partner': { exempt: 'admin-only: sets up a partner page, sends nothing' },
  'POST /api/meetups/:id/check-in': { exempt: 'the organiser checks in someone who came to their meetup; nothing is sent' },
  'DELETE /api/meetups/:id/check-in/:userId': { exempt: 'the organiser undoes a check-in at their own meetup; nothing is sent' },
  'POST /api/meetups/:id/requests/:userId': { exempt: 'the organiser answers the member’s own request to join their meetup' },
  'DELETE /api/meetups/:id/attendees/:userId': { exempt: 'the organiser removes someone from their own meetup: a block must not stop that' },
  'DELETE /api/meetups/:id/cohosts/:userId': { exempt: 'takes a role away; nothing is sent' },
  'POST /api/people/suggestions/:memberId/dismiss': { exempt: 'the actor’s own suggestions: dismissing someone tells them nothing' },
  'DELETE /api/connections/with/:memberId': { exempt: 'removing a connection is not told to the other member, and a block has already removed it' },
  'DELETE /api/follows/:kind/:id': { exempt: 'unfollowing is not told to anyone, and a block has already removed the follow' },
  // A connection request from a blocked member is "sent" and declined at once: the blocker hears nothing.
  'POST /api/connections/with/:memberId': {
    attempt: (actor, target) => t.app.inject({ method: 'POST', url: `/api/connections/with/${target.id}`, headers: actor.headers, payload: {} }),
    pretends: true,
  },
  // Following an organiser shows in their follower count and list: reaching, refused across a block.
  'PUT /api/follows/:kind/:id': {
    attempt: (actor, target) => t.app.inject({ method: 'PUT', url: `/api/follows/organiser/${target.id}`, headers: actor.headers }),
    arrived: async (_actor, target) => (await t.app.inject({ method: 'GET', url: `/api/follows/organiser/${target.id}`, headers: target.headers })).json().follower_count > 0,
  },
  // A message between connections: the pair is connected first (as if before the block, which
  // removes connections), so only the block can refuse it.
  'POST /api/messages/with/:memberId': {
    attempt: async (actor, target) => {
      const [a, b] = [actor.id, target.id].sort();
      await t.db.insert(connections).values({ userAId: a, userBId: b }).onConflictDoNothing();
      return t.app.inject({ method: 'POST', url: `/api/messages/with/${target.id}`, headers: actor.headers, payload: { body: 'Hello from the block test' } });
    },
    arrived: async (_actor, target) => (await unreadMessageCount(t.db, target.id)) > 0,
  },
  // Making the target a co-host notifies them: it is reaching, and refused like an unknown member.
  'POST /api/meetups/:id/cohosts': {
    attempt: async (actor, target) => {
      const venue = await insertVenue(t.db, (await account('venue owner')).id);
      const meetup = await insertMeetup(t.db, actor.id, { venueId: venue.id });
      return t.app.inject({ method: 'POST', url: `/api/meetups/${meetup.id}/cohosts`, headers: actor.headers, payload: { user_id: target.id } });
    },
    arrived: async (_actor, target) => (await notificationsOf(t.db, target.id)).some((n) => n.title === 'You are a co-host'),
  },
};

describe('a blocked member reaches the blocker through no endpoint', () => {
  it('finds the member-naming routes in the route table (the walk can see them)', () => {
    const found = memberRoutes().map(key);
    for (const k of ['POST /api/members/:id/block', 'POST /api/meetups/:id/cohosts', 'POST /api/reports', 'DELETE /api/meetups/:id/attendees/:userId']) expect(found).toContain(k);
    // Every entry of COVER is a route that exists and names a member: no stale entries.
    expect(Object.keys(COVER).filter((k) => !found.includes(k))).toEqual([]);
    for (const [k, c] of Object.entries(COVER)) if ('exempt' in c) expect(c.exempt.length, k).toBeGreaterThan(20);
  });

  it('every member-naming route is covered: refused to a blocked member with nothing arriving, while an unblocked member’s same action arrives', async () => {
    const failures: string[] = [];
    for (const route of memberRoutes()) {
      const k = key(route);
      const cover = COVER[k];
      if (cover && 'exempt' in cover) continue;
      let run: Attempt;
      try {
        run = cover ?? { attempt: generic(route) };
      } catch (e) {
        if (!(e instanceof Unfillable)) throw e;
        failures.push(`${k}: cannot be attempted generically (${e.message}); add it to COVER with an attempt`);
        continue;
      }
      // Blocked: the target blocked the actor.
      const [target, blocked] = [await account('target'), await account('blocked')];
      expect((await t.app.inject({ method: 'POST', url: `/api/members/${blocked.id}/block`, headers: target.headers })).statusCode).toBe(204);
      let res: Res;
      let reached: boolean;
      try {
        ({ res, arrived: reached } = await attemptAndObserve(run, blocked, target));
      } catch (e) {
        if (!(e instanceof Unfillable)) throw e;
        failures.push(`${k}: cannot be attempted generically (${e.message}); add it to COVER with an attempt`);
        continue;
      }
      if (run.pretends && res.statusCode < 300) { /* answered as if it worked: nothing may arrive, checked below */ }
      else if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${k}: a blocked member got ${res.statusCode} (expected a refusal)`);
      else if (/block/i.test(res.body)) failures.push(`${k}: the refusal reveals the block: ${res.body.slice(0, 200)}`);
      if (reached) failures.push(`${k}: something from the blocked member reached the blocker`);
      // Sentinel: the same action by a member not blocked succeeds and arrives.
      const [target2, free] = [await account('target'), await account('free')];
      const { res: ok, arrived } = await attemptAndObserve(run, free, target2);
      if (ok.statusCode >= 300) failures.push(`${k}: the unblocked sentinel got ${ok.statusCode} ${ok.body.slice(0, 200)}; the generic attempt does not fit this route — add it to COVER`);
      else if (!arrived) failures.push(`${k}: the unblocked sentinel's action did not arrive, so the observation proves nothing — give COVER an \`arrived\` for it`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('the other direction too: the blocker cannot reach the member they blocked', async () => {
    const run = COVER['POST /api/meetups/:id/cohosts'] as Attempt;
    const [blocker, blocked] = [await account('blocker'), await account('blocked')];
    await t.app.inject({ method: 'POST', url: `/api/members/${blocked.id}/block`, headers: blocker.headers });
    const res = await run.attempt(blocker, blocked);
    expect([res.statusCode, res.json().error]).toEqual([404, 'member_not_found']);
    expect(await run.arrived!(blocker, blocked)).toBe(false);
  });
});
