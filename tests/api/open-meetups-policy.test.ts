import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup } from '../helpers/meetup-fixtures';
import { cast, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 14's endpoints, actor kind × action → HTTP status. Public pages and facts answer anyone;
// the calendar feed's address is for signed-in, unsuspended members; the feed file itself takes
// no header at all (its token is the key), so a wrong token is 404 for everyone.
type Action = 'publicPage' | 'publicJson' | 'pendingPage' | 'site' | 'sitemap' | 'robots' | 'feed' | 'rotate' | 'feedFile' | 'wrongFeedFile';

const open = { publicPage: 200, publicJson: 200, pendingPage: 404, site: 200, sitemap: 200, robots: 200, wrongFeedFile: 404 };
const TABLE: Record<Kind, Record<Action, number>> = {
  anonymous: { ...open, feed: 401, rotate: 401, feedFile: 404 },
  basic: { ...open, feed: 200, rotate: 200, feedFile: 200 },
  professional: { ...open, feed: 200, rotate: 200, feedFile: 200 },
  owner: { ...open, feed: 200, rotate: 200, feedFile: 200 },
  otherVenue: { ...open, feed: 200, rotate: 200, feedFile: 200 },
  admin: { ...open, feed: 200, rotate: 200, feedFile: 200 },
  suspended: { ...open, feed: 403, rotate: 403, feedFile: 404 },
};

let t: TestApp;
let people: Record<Kind, Person>;
let approvedId: string;
let pendingId: string;

beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t);
  approvedId = (await insertMeetup(t.db, people.professional.id, { date: dayFromNow(12) })).id;
  pendingId = (await insertMeetup(t.db, people.professional.id, { date: dayFromNow(13), bookingStatus: 'pending', approvedAt: null })).id;
});
afterAll(() => t.close());

async function attempt(kind: Kind, action: Action): Promise<number> {
  const headers = people[kind].headers;
  const get = (url: string, h: Record<string, string> = headers) => t.app.inject({ url, headers: h }).then((r) => r.statusCode);
  switch (action) {
    case 'publicPage':
      return get(`/m/${approvedId}`);
    case 'publicJson':
      return get(`/api/public/meetups/${approvedId}`);
    case 'pendingPage':
      return get(`/m/${pendingId}`);
    case 'site':
      return get('/api/site');
    case 'sitemap':
      return get('/sitemap.xml');
    case 'robots':
      return get('/robots.txt');
    case 'feed':
      return get('/api/calendar/feed');
    case 'rotate':
      return t.app.inject({ method: 'POST', url: '/api/calendar/feed/rotate', headers }).then((r) => r.statusCode);
    case 'feedFile': {
      // The member's own feed, fetched the way a calendar app does: no header at all.
      const res = await t.app.inject({ url: '/api/calendar/feed', headers });
      if (res.statusCode !== 200) return get('/api/calendar/feeds/not-a-token.ics', {});
      return get(new URL(res.json().url).pathname, {});
    }
    case 'wrongFeedFile':
      return get(`/api/calendar/feeds/${'A'.repeat(43)}.ics`, headers);
  }
}

describe('issue 14 policy table', () => {
  for (const [kind, row] of Object.entries(TABLE) as [Kind, Record<Action, number>][]) {
    for (const [action, status] of Object.entries(row) as [Action, number][]) {
      it(`${kind} × ${action} → ${status}`, async () => {
        expect(await attempt(kind, action)).toBe(status);
      });
    }
  }
});
