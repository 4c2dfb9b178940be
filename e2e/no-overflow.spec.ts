// Issue 27 "Off-screen at 390 px": no page may be wider than the screen at 320–430 px, and no
// fixed or sticky control may sit outside it. Every route of the web app's routing table
// (web/app/routes.tsx), for each role (visitor, basic, professional, venue owner, admin), at 320,
// 390 and 430 px wide.
//
// Fast on purpose (the whole sweep is one test a role): each role signs in once, the app is
// loaded once, and every route is then opened inside the app (as a member moving between pages
// does); each page is measured at the three widths by resizing, which lays it out again without
// loading it again.
import type { Page } from '@playwright/test';
import pg from 'pg';
import { ROUTES } from '../web/app/routes';
import { decideRoute, type Role } from '../contracts/roles';
import { ACCOUNTS, authStatus, expect, fetchSession, gotoApp, storeSession, test, type DemoRole } from './fixtures';
import { e2eDatabaseUrl } from './env';

const WIDTHS = [320, 390, 430] as const;
const HEIGHT = 844;

type Ids = Record<'meetupId' | 'venueId' | 'memberId' | 'organiserId' | 'slug', string> & { conversationId: string | null };

/** Ids for the routes' parameters: demo rows every seeded install has. */
async function demoIds(role: DemoRole | 'visitor'): Promise<Ids> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const one = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows[0]?.id ?? null;
    const pro = ACCOUNTS.professional.email;
    const self = role === 'visitor' ? null : ACCOUNTS[role].email;
    return {
      // A meetup the professional organises: its check-in page opens for them.
      meetupId: (await one(
        `select m.id from meetups m join users u on u.id = m.organizer_id
          where u.email = $1 and m.booking_status = 'approved' and m.date >= current_date order by m.date, m.time limit 1`,
        [pro],
      ))!,
      venueId: (await one(`select v.id from venues v join users u on u.id = v.owner_id where u.email = $1 order by v.name limit 1`, [ACCOUNTS.venue.email]))!,
      // Someone other than the viewer, with a profile.
      memberId: (await one(`select id from users where email = $1`, [self === pro ? ACCOUNTS.basic.email : pro]))!,
      organiserId: (await one(`select id from users where email = $1`, [pro]))!,
      slug: (await db.query<{ slug: string }>(`select slug from partner_profiles where is_public order by slug limit 1`)).rows[0].slug,
      conversationId: self
        ? await one(`select c.id from conversations c join users u on u.id in (c.user_a_id, c.user_b_id) where u.email = $1 limit 1`, [self])
        : null,
    };
  } finally {
    await db.end();
  }
}

/** The routes a role can open, with their parameters filled; a route the guard turns away is left to guards.spec.ts. */
function pathsFor(role: DemoRole | 'visitor', ids: Ids): string[] {
  const profile = role === 'visitor' ? null : role === 'admin' ? ('basic' as Role) : (role as Role);
  const paths: string[] = [];
  for (const r of ROUTES) {
    const decision = decideRoute({ loading: false, hasSession: role !== 'visitor', hasProfile: true, role: profile, isAdmin: role === 'admin', requirement: r.requirement });
    if (decision.kind !== 'allow') continue;
    if (r.path.includes(':conversationId') && !ids.conversationId) continue;
    paths.push(
      r.path
        .replace(':meetupId', ids.meetupId)
        .replace(':venueId', ids.venueId)
        .replace(':memberId', ids.memberId)
        .replace(':organiserId', ids.organiserId)
        .replace(':slug', ids.slug)
        .replace(':conversationId', ids.conversationId ?? ''),
    );
  }
  return paths;
}

/** Opens `path` inside the running app (no reload) and waits until its content has arrived. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Its heading, or the notice a page shows instead (e.g. "Only the owner can edit this venue").
  await expect(page.locator('main :is(h1, [role="alert"], [role="status"]:not([aria-busy]))').first(), path).toBeVisible({ timeout: 10_000 });
  // Skeletons stand in for data still on its way; the measure is of the page with its data.
  // (A map's placeholder pulses until it is scrolled near: not a page still loading.)
  await expect(page.locator('main [aria-busy="true"], main .animate-pulse:not([data-map-frame] *)'), path).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

type Offender = { what: string; left: number; right: number; top: number; bottom: number };
type Measure = { scrollWidth: number; clientWidth: number; wide: Offender[]; offscreen: Offender[] };

/**
 * The page measured at `width`: the document's scroll width, the elements that stick out past
 * its right edge (to name the culprit), and fixed or sticky controls outside the viewport.
 */
function measure(page: Page, width: number): Promise<Measure> {
  return page.evaluate(
    ({ width, height }) => {
      const name = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
        const cls = typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
        const text = (el.textContent ?? '').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${id}${testId}${cls} "${text}"`;
      };
      const box = (el: Element): Offender => {
        const r = el.getBoundingClientRect();
        return { what: name(el), left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom) };
      };
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 1 && r.height > 1 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      };
      // Inside a scrolling box (a row of chips, a table) content may be wider: the box scrolls, not the page.
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
        }
        return false;
      };
      const all = [...document.body.querySelectorAll('*')];
      // Cheapest test first: most elements end well inside the screen.
      const wide = all
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && shown(el) && !clipped(el))
        // The innermost culprits: an element whose children stay inside is the one to fix.
        .filter((el, _, list) => !list.some((other) => other !== el && el.contains(other)))
        .slice(0, 5)
        .map(box);
      const controls = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
      const offscreen = all
        .filter((el) => {
          const pos = getComputedStyle(el).position;
          if (pos !== 'fixed' && pos !== 'sticky') return false;
          if (!shown(el) || !(el.matches(controls) || el.querySelector(controls))) return false;
          const r = el.getBoundingClientRect();
          // Entirely above the top: parked until needed (the skip link until it has focus).
          if (r.bottom <= 0) return false;
          // A sticky element scrolls with its container; only its sideways place is checked.
          if (pos === 'sticky') return r.left < -0.5 || r.right > width + 0.5;
          return r.left < -0.5 || r.right > width + 0.5 || r.bottom > height + 0.5;
        })
        .map(box);
      const doc = document.documentElement;
      return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide, offscreen };
    },
    { width, height: HEIGHT },
  );
}

const ROLES: (DemoRole | 'visitor')[] = ['visitor', 'basic', 'professional', 'venue', 'admin'];

for (const role of ROLES) {
  test(`${role}: no page wider than the screen, no fixed control off it, at 320, 390 and 430 px @phone-only`, async ({ page }) => {
    test.setTimeout(150_000);
    // Motion ended: a control sliding in is measured where it stops.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const ids = await demoIds(role);
    if (role !== 'visitor') await storeSession(page, await fetchSession(page, ACCOUNTS[role].email));
    await gotoApp(page, '/');
    await expect(authStatus(page)).toHaveText(role === 'visitor' ? 'Signed out' : `Signed in as ${ACCOUNTS[role].label}`, { timeout: 15_000 });

    const failures: string[] = [];
    for (const path of pathsFor(role, ids)) {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await openInApp(page, path);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: HEIGHT });
        const m = await measure(page, width);
        // On a phone a page wider than the screen also widens the layout viewport (clientWidth),
        // which is what put fixed controls out of sight: both are compared with the screen.
        if (Math.max(m.scrollWidth, m.clientWidth) > width || m.wide.length)
          failures.push(`${path} @${width}px: page ${m.scrollWidth}px wide (viewport ${m.clientWidth}px) on a ${width}px screen — ${JSON.stringify(m.wide)}`);
        if (m.offscreen.length) failures.push(`${path} @${width}px: fixed/sticky control off screen — ${JSON.stringify(m.offscreen)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the sweep sees a page wider than the screen and a fixed control beside it @phone-only', async ({ page }) => {
  // The measure above must be able to fail: a too-wide block and a button parked past the right edge.
  await gotoApp(page, '/about');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '600px';
    wide.style.height = '10px';
    document.querySelector('main')!.append(wide);
    const button = document.createElement('button');
    button.textContent = 'Parked';
    button.style.cssText = 'position:fixed;bottom:16px;right:-40px;width:80px;height:40px';
    document.body.append(button);
  });
  const m = await measure(page, 390);
  expect(Math.max(m.scrollWidth, m.clientWidth)).toBeGreaterThan(390);
  expect(m.wide.map((w) => w.what)).toContainEqual(expect.stringMatching(/^div/));
  expect(m.offscreen.map((w) => w.what)).toContainEqual(expect.stringContaining('"Parked"'));
});
