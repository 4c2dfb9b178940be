// Meetups end to end at 390×844 (issue 5): a professional books a venue, the venue owner
// approves from /venue-management?focus=approvals, a second professional finds the meetup with
// the radius dialog from a place name and joins, and the organiser sees the notification live.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { demoPassword, expect, expectNoAxeViolations, gotoApp, preferTheme, signInWithApiAs, test } from './fixtures';

const PROFESSIONAL = 'professional@civicconnect.example'; // Priya Shah, the organiser
const VENUE_OWNER = 'venue@civicconnect.example'; // Tom Okafor, owns the Dublin venues
const SECOND_PRO = 'daniel.kim@civicconnect.example'; // a seeded Professional Partner

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const u = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: u.baseURL,
    viewport: u.viewport,
    isMobile: u.isMobile,
    hasTouch: u.hasTouch,
    deviceScaleFactor: u.deviceScaleFactor,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test.describe('meetups at 390×844 @phone-only', () => {
  test('create → approve → find nearby by place name → join → organiser notified live', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Liberties open data night ${Date.now().toString(36)}`;

    // 1. The organiser books The Liberties Loft (Dublin).
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/create-meetup', 'Professional Partner');
    await expect(page.getByRole('heading', { name: 'Create Meetup' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Lightning talks on open data in Dublin, then pizza.');
    await page.getByLabel('Date', { exact: true }).fill(inDays(21));
    await page.getByLabel('Start time').fill('18:30');
    await page.getByRole('searchbox', { name: 'Search venues' }).fill('Liberties');
    await page.locator('label').filter({ hasText: 'The Liberties Loft' }).click();
    await expect(page.getByRole('radio', { name: /The Liberties Loft/ })).toBeChecked();
    await expect(page.getByTestId('selected-venue')).toContainText('The Liberties Loft');
    await page.getByLabel('Maximum attendees').fill('30');
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('booking-status').first()).toHaveText('Awaiting venue approval');
    const meetupUrl = page.url();

    // 2. The venue owner approves it from the approvals view.
    const owner = await newPage(browser, testInfo);
    await signInWithApiAs(owner, VENUE_OWNER, demoPassword(VENUE_OWNER), '/venue-management?focus=approvals', 'Venue Partner');
    await expect(owner.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');
    const request = owner.getByTestId('booking-request').filter({ hasText: title });
    await expect(request).toBeVisible();
    await expect(request).toContainText('Priya Shah');
    await expectNoAxeViolations(owner);
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(owner.getByTestId('toast').filter({ hasText: 'Booking approved' })).toBeVisible();

    // The organiser's open page follows live: approved, and a booking_approved notification arrives.
    await expect(page.getByText('Awaiting venue approval')).toBeHidden({ timeout: 10_000 });
    await expect(page.getByTestId('notification-live')).toContainText('approved', { timeout: 10_000 });

    // 3. A second professional finds it with the radius dialog from a place name, and joins.
    const second = await newPage(browser, testInfo);
    await signInWithApiAs(second, SECOND_PRO, demoPassword(SECOND_PRO), '/meetups', 'Professional Partner');
    await second.getByTestId('quick-action-button').click();
    await second.getByRole('menuitem', { name: 'Global Meets Nearby' }).click();
    const dialog = second.getByRole('dialog', { name: 'Search Radius' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('How far to look?')).toBeVisible();
    await expect(dialog.getByTestId('radius-value')).toHaveText('10 km');
    await expectNoAxeViolations(second);
    // Empty place: inline message, no navigation.
    await dialog.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(dialog.getByText('Enter a postcode or place')).toBeVisible();
    await dialog.getByLabel('Postcode or place').fill('Dublin');
    await dialog.getByRole('button', { name: '20 km' }).click();
    await expect(dialog.getByTestId('radius-value')).toHaveText('20 km');
    await dialog.getByRole('button', { name: 'Find', exact: true }).click();
    const located = second.getByTestId('toast').filter({ hasText: 'Location set' });
    await expect(located).toBeVisible();
    await expect(located).toContainText(/Showing meetups near .*Dublin.* within 20km\./);
    await expect(second).toHaveURL(/\/meetups\?.*showNearby=1.*radius=20/);
    await expect(second.getByTestId('nearby-count')).toHaveText(/\d+ meetups? within 20 km/);
    const card = second.getByTestId('meetup-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('away');
    await expectNoAxeViolations(second);
    await card.click();
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(second.getByTestId('attendee-count')).toHaveText('0 / 30');
    await expectNoAxeViolations(second);
    await second.getByRole('button', { name: 'Join meetup' }).click();
    await expect(second.getByTestId('attendance-panel').getByText("You're going")).toBeVisible();
    await expect(second.getByTestId('attendee-count')).toHaveText('1 / 30');

    // 4. The organiser sees it live: the count on the open page and the attendee_joined notification.
    await expect(page.getByTestId('attendee-count')).toHaveText('1 / 30', { timeout: 10_000 });
    await expect(page.getByTestId('notification-live')).toContainText('New attendee', { timeout: 10_000 });
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-panel').getByTestId('notification-item').filter({ hasText: `Daniel Kim is attending "${title}"` })).toBeVisible();
    expect(page.url()).toBe(meetupUrl);

    await owner.context().close();
    await second.context().close();
  });

  test('place not found, and the quick-action menu follows the role', async ({ page }) => {
    test.slow(); // two members sign in, and an axe run: a busy machine needs more than 30 s
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/meetups', 'Professional Partner');
    // Issue 27: one steady colour, no hint popping over the page, no badge that reads as alerts.
    const button = page.getByTestId('quick-action-button');
    await expect(button).toHaveAccessibleName('Quick actions');
    await expect(page.getByTestId('quick-action-badge')).toHaveCount(0);
    await expect(page.getByTestId('quick-action-hint')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await button.click();
    const menu = page.getByRole('menu');
    for (const item of ['Global Meets Nearby', 'Browse Global Meetups', 'Worldwide Venues', 'Create Meetup', 'Profile']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    // The member's upcoming count, in plain words beside the list it counts.
    await expect(menu.getByTestId('quick-action-count')).toHaveText(/^\d+ upcoming$/);
    await expect(menu.getByRole('menuitem', { name: 'Approve Meetups' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Global Meets Nearby' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Radius' });
    await dialog.getByLabel('Postcode or place').fill('Qwxzzyplace Nowhere');
    await dialog.getByRole('button', { name: 'Find Meetups' }).click();
    await expect(dialog.getByText('Could not find that place.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await gotoApp(page, '/');
    await signInWithApiAs(page, VENUE_OWNER, demoPassword(VENUE_OWNER), '/venue-management', 'Venue Partner');
    await page.getByTestId('quick-action-button').click();
    const venueMenu = page.getByRole('menu');
    for (const item of ['Worldwide Venues', 'Add Venue', 'Approve Meetups', 'Manage Venues', 'Profile']) {
      await expect(venueMenu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(venueMenu.getByRole('menuitem', { name: 'Global Meets Nearby' })).toHaveCount(0);
  });

  test('the quick-action button keeps its colour and shows no hint or badge over the page', async ({ page }) => {
    // Records whether a hint or badge ever appears, however briefly, and every colour the button wears.
    await page.addInitScript(() => {
      const w = window as unknown as { seen: string[]; colours: Set<string> };
      w.seen = [];
      w.colours = new Set();
      new MutationObserver(() => {
        for (const id of ['quick-action-hint', 'quick-action-badge']) if (document.querySelector(`[data-testid="${id}"]`)) w.seen.push(id);
        const b = document.querySelector('[data-testid="quick-action-button"]');
        if (b) w.colours.add(getComputedStyle(b).backgroundColor + getComputedStyle(b).backgroundImage);
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/meetups', 'Professional Partner');
    const button = page.getByTestId('quick-action-button');
    await expect(button).toBeVisible();
    const colour = await button.evaluate((b) => getComputedStyle(b).backgroundColor + getComputedStyle(b).backgroundImage);
    // Sentinel: the old rotation turned the colour within 3 s; the count has arrived by then too.
    await expect(page.getByTestId('nearby-count').or(page.getByText(/\d+ upcoming meetups?/).first())).toBeVisible();
    await page.waitForTimeout(3500);
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor + getComputedStyle(b).backgroundImage)).toBe(colour);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    expect(await page.evaluate(() => [...(window as unknown as { colours: Set<string> }).colours])).toEqual([colour]);
  });

  test('device location: found, and denied with Open Settings → Retry Now', async ({ page, browser }, testInfo) => {
    test.slow(); // two browser contexts and two sign-ins: a busy machine needs more than 30 s
    // Granted: Find Meetups with an empty place field uses the device position.
    const u = testInfo.project.use;
    const located = await browser.newContext({
      baseURL: u.baseURL,
      viewport: u.viewport,
      isMobile: u.isMobile,
      hasTouch: u.hasTouch,
      serviceWorkers: 'block',
      geolocation: { latitude: 53.3498, longitude: -6.2603 },
      permissions: ['geolocation'],
    });
    const here = await located.newPage();
    await signInWithApiAs(here, PROFESSIONAL, demoPassword(PROFESSIONAL), '/meetups', 'Professional Partner');
    await here.getByTestId('quick-action-button').click();
    await here.getByRole('menuitem', { name: 'Global Meets Nearby' }).click();
    await here.getByRole('dialog', { name: 'Search Radius' }).getByRole('button', { name: 'Find Meetups' }).click();
    const found = here.getByTestId('toast').filter({ hasText: 'Location Found!' });
    await expect(found).toContainText('Showing global meetups within 10km of your location.');
    await expect(here).toHaveURL(/showNearby=1.*radius=10.*label=your\+location/);
    await expect(here.getByTestId('nearby-banner')).toContainText('of your location');
    await located.close();

    // Denied (no permission in this context): the product's toast, its Open Settings help and Retry Now.
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/meetups', 'Professional Partner');
    await page.getByTestId('quick-action-button').click();
    await page.getByRole('menuitem', { name: 'Global Meets Nearby' }).click();
    await page.getByRole('dialog', { name: 'Search Radius' }).getByRole('button', { name: 'Find Meetups' }).click();
    const denied = page.getByTestId('toast').filter({ hasText: 'Location Access Denied' });
    await expect(denied).toContainText('Please enable location access to find nearby global meetups.');
    await denied.getByRole('button', { name: 'Open Settings' }).click();
    const help = page.getByTestId('toast').filter({ hasText: 'Enable Location for This Site' });
    await expect(help).toContainText('Chrome');
    await expect(help.getByRole('button', { name: 'Retry Now' })).toBeVisible();
  });
});

// axe on every meetup page, in both projects (phone and desktop), light and dark.
for (const theme of ['light', 'dark'] as const) {
  test(`meetup pages have no axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await preferTheme(page, theme);
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/meetups', 'Professional Partner');
    await expect(page.getByTestId('meetup-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('meetup-card').first().click();
    await expect(page.getByTestId('attendance-panel')).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoApp(page, '/meetups?when=past');
    await expect(page.getByTestId('meetup-card').first()).toBeVisible();
    await gotoApp(page, '/create-meetup');
    await expect(page.getByRole('radio').first()).toBeAttached();
    await expectNoAxeViolations(page);
    await signInWithApiAs(page, VENUE_OWNER, demoPassword(VENUE_OWNER), '/venue-management?focus=approvals', 'Venue Partner');
    await expect(page.getByTestId('booking-request').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Your venues' }).click();
    await expect(page.getByTestId('managed-venues')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
