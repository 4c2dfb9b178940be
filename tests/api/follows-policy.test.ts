import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, follows, partnerProfiles } from '../../server/db/schema/index';
import { hideProfile } from '../helpers/community-fixtures';
import { insertVenue } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 26's follow endpoints, actor kind × action → HTTP status. Besides the seven kinds of every
// policy table: an unconfirmed account, a member the organiser has blocked, a member who already
// follows the organiser, and the organiser (the member being followed). The owner owns the venue
// and the published partner page.
type Who = Kind | 'unconfirmed' | 'blocked' | 'follower' | 'organiser';
type Action =
  | 'state'
  | 'followOrganiser'
  | 'followVenue'
  | 'followPartner'
  | 'unfollowOrganiser'
  | 'organiserFollowers'
  | 'venueFollowers'
  | 'following'
  | 'organiserPage'
  | 'hiddenOrganiserPage';

const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { state: 200, followOrganiser: 401, followVenue: 401, followPartner: 401, unfollowOrganiser: 401, organiserFollowers: 401, venueFollowers: 401, following: 401, organiserPage: 200, hiddenOrganiserPage: 403 },
  unconfirmed: { state: 200, followOrganiser: 403, followVenue: 403, followPartner: 403, unfollowOrganiser: 403, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  basic: { state: 200, followOrganiser: 200, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  professional: { state: 200, followOrganiser: 200, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  owner: { state: 200, followOrganiser: 200, followVenue: 403, followPartner: 403, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 200, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  otherVenue: { state: 200, followOrganiser: 200, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  admin: { state: 200, followOrganiser: 200, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 200 },
  suspended: { state: 200, followOrganiser: 403, followVenue: 403, followPartner: 403, unfollowOrganiser: 403, organiserFollowers: 403, venueFollowers: 403, following: 403, organiserPage: 200, hiddenOrganiserPage: 403 },
  blocked: { state: 200, followOrganiser: 403, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  follower: { state: 200, followOrganiser: 200, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 403, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
  organiser: { state: 200, followOrganiser: 403, followVenue: 200, followPartner: 200, unfollowOrganiser: 200, organiserFollowers: 200, venueFollowers: 403, following: 200, organiserPage: 200, hiddenOrganiserPage: 403 },
};

let t: TestApp;
let people: Record<Who, Person>;
let venueId: string;
let partnerId: string;
let hidden: Person;

beforeAll(async () => {
  t = await createTestApp();
  const base = await cast(t);
  people = {
    ...base,
    unconfirmed: await person(t, 'professional', { confirmed: false, name: 'Una Unconfirmed' }),
    blocked: await person(t, 'professional', { name: 'Bea Blocked' }),
    follower: await person(t, 'basic', { name: 'Fay Follower' }),
    organiser: await person(t, 'professional', { name: 'Orla Organiser' }),
  };
  venueId = (await insertVenue(t.db, people.owner.id)).id;
  const [p] = await t.db.insert(partnerProfiles).values({ slug: 'policy-hall', displayName: 'Policy Hall', createdBy: people.owner.id, isPublic: true }).returning();
  partnerId = p.id;
  await t.db.insert(blocks).values({ blockerId: people.organiser.id, blockedId: people.blocked.id });
  await t.db.insert(follows).values({ followerId: people.follower.id, organiserId: people.organiser.id });
  hidden = await person(t, 'professional', { name: 'Hal Hidden' });
  await hideProfile(t.db, hidden.id);
}, 120_000);
afterAll(() => t.close());

async function attempt(who: Who, action: Action): Promise<number> {
  const headers = people[who].headers;
  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string) => t.app.inject({ method, url, headers }).then((r) => r.statusCode);
  const organiserId = people.organiser.id;
  switch (action) {
    case 'state':
      return inject('GET', `/api/follows/venue/${venueId}`);
    case 'followOrganiser':
      return inject('PUT', `/api/follows/organiser/${organiserId}`);
    case 'followVenue':
      return inject('PUT', `/api/follows/venue/${venueId}`);
    case 'followPartner':
      return inject('PUT', `/api/follows/partner/${partnerId}`);
    case 'unfollowOrganiser':
      return inject('DELETE', `/api/follows/organiser/${organiserId}`);
    case 'organiserFollowers':
      return inject('GET', `/api/follows/organiser/${organiserId}/followers`);
    case 'venueFollowers':
      return inject('GET', `/api/follows/venue/${venueId}/followers`);
    case 'following':
      return inject('GET', '/api/follows');
    case 'organiserPage':
      return inject('GET', `/api/public/organisers/${organiserId}`);
    case 'hiddenOrganiserPage':
      return inject('GET', `/api/public/organisers/${hidden.id}`);
  }
}

describe('follows policy table (issue 26)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });

  it('covers eleven kinds of actor and every follow endpoint', () => {
    expect(Object.keys(TABLE)).toHaveLength(11);
    const urls = new Set(t.app.routeTable.filter((r) => r.url.startsWith('/api/follows') || r.url.startsWith('/api/public/organisers')).map((r) => `${r.method} ${r.url}`));
    expect([...urls].sort()).toEqual([
      'DELETE /api/follows/:kind/:id',
      'GET /api/follows',
      'GET /api/follows/:kind/:id',
      'GET /api/follows/:kind/:id/followers',
      'GET /api/public/organisers/:id',
      'PUT /api/follows/:kind/:id',
    ]);
  });
});
