// Venue time end to end at 390×844 (issue 12): the organiser picks a free start time from the
// venue's availability in the create form (a time taken by an approved booking is not offered),
// and the venue owner sees both bookings in the calendar of venue management.
import type { Page } from '@playwright/test';
import { demoPassword, expect, expectNoAxeViolations, fetchSession, signInWithApiAs, test } from './fixtures';

const PROFESSIONAL = 'professional@civicconnect.example'; // Priya Shah
const VENUE_OWNER = 'venue@civicconnect.example'; // Tom Okafor, owns The Liberties Loft (Dublin; setup 30 min, 2 h minimum)

const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** A Wednesday at least 15 days ahead, and how many weeks after this week it falls. */
function wednesdayAhead() {
  const d = new Date(Date.now() + 15 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  const monday = (x: Date) => Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate() - ((x.getUTCDay() + 6) % 7));
  return { date: ymd(d), weeksAhead: Math.round((monday(d) - monday(new Date())) / (7 * 86_400_000)) };
}
const dayLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A two-hour meetup for 20 the demo organiser booked at The Liberties Loft and its owner approved (through the API); its id. */
async function approvedAtTheLoft(page: Page, meetup: { title: string; description: string; date: string; time: string; meetup_type: string }): Promise<string> {
  const pro = await fetchSession(page, PROFESSIONAL);
  const owner = await fetchSession(page, VENUE_OWNER);
  const venues = await (await page.request.get('/api/venues?q=Liberties', { headers: { authorization: `Bearer ${pro.access_token}` } })).json();
  const venueId = venues.venues.find((v: { name: string }) => v.name === 'The Liberties Loft').id as string;
  const made = await page.request.post('/api/meetups', {
    headers: { authorization: `Bearer ${pro.access_token}` },
    data: { ...meetup, duration: 120, venue_id: venueId, max_attendees: 20, tags: [] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).id as string;
  expect((await page.request.post(`/api/meetups/${id}/approve`, { headers: { authorization: `Bearer ${owner.access_token}` } })).status()).toBe(200);
  return id;
}

test.describe('venue time at 390×844 @phone-only', () => {
  test('the organiser picks a free slot from the availability view; the owner sees both bookings in the calendar', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const { date } = wednesdayAhead();
    const run = Date.now().toString(36);
    const taken = `Morning session ${run}`;
    const picked = `Afternoon workshop ${run}`;

    // An approved booking already holds 10:00–12:00 that day (30 minutes of setup either side).
    await approvedAtTheLoft(page, { title: taken, description: 'Already booked.', date, time: '10:00', meetup_type: 'workshop' });

    // The organiser chooses the venue and the day; the picker opens on that week.
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/create-meetup', 'Professional Partner');
    await page.getByLabel('Title', { exact: true }).fill(picked);
    await page.getByLabel('Description', { exact: true }).fill('Hands-on session with the city’s open data.');
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByRole('searchbox', { name: 'Search venues' }).fill('Liberties');
    await page.locator('label').filter({ hasText: 'The Liberties Loft' }).click();
    const picker = page.getByTestId('slot-picker');
    await expect(picker.getByRole('heading', { name: 'Pick a free time' })).toBeVisible();
    const free = picker.getByRole('list', { name: `Free times to start on ${dayLabel(date)}` });
    await expect(picker.getByRole('list', { name: `Taken on ${dayLabel(date)}` })).toContainText('09:30–12:30');
    // A two-hour meetup cannot start while the approved booking (with its setup) holds the room.
    for (const time of ['08:00', '09:00', '10:00', '11:00', '12:00']) await expect(free.getByRole('button', { name: `${dayLabel(date)} at ${time}` })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await free.getByRole('button', { name: `${dayLabel(date)} at 14:00` }).click();
    await expect(free.getByRole('button', { name: `${dayLabel(date)} at 14:00` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(page.getByLabel('Start time')).toHaveValue('14:00');
    await page.screenshot({ path: testInfo.outputPath('slot-picker.png'), fullPage: false });
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: picked })).toBeVisible();
    await expect(page.getByTestId('booking-status').first()).toHaveText('Awaiting venue approval');
    await expect(page.getByText(/The venue has until .* to answer/)).toBeVisible();

    // The owner's calendar shows both, with their status, in that week.
    const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const ownerPage = await ownerContext.newPage();
    await signInWithApiAs(ownerPage, VENUE_OWNER, demoPassword(VENUE_OWNER), '/venue-management?tab=calendar', 'Venue Partner');
    await expect(ownerPage.getByRole('tab', { name: /Calendar/ })).toHaveAttribute('aria-selected', 'true');
    const calendar = ownerPage.getByTestId('owner-calendar');
    await expect(calendar.getByRole('heading', { name: 'Bookings calendar' })).toBeVisible();
    // A month grid (issue 27): from today's month to the booking's, then its day.
    await calendar.getByRole('button', { name: 'Today' }).click();
    const now = new Date();
    const months = (Number(date.slice(0, 4)) - now.getFullYear()) * 12 + Number(date.slice(5, 7)) - (now.getMonth() + 1);
    for (let i = 0; i < months; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.locator(`[data-date="${date}"]`).click();
    const morning = calendar.getByTestId('calendar-booking').filter({ hasText: taken });
    const afternoon = calendar.getByTestId('calendar-booking').filter({ hasText: picked });
    await expect(morning).toContainText('10:00–12:00');
    await expect(morning.getByTestId('booking-status')).toHaveText('Approved');
    await expect(afternoon).toContainText('14:00–16:00');
    await expect(afternoon.getByTestId('booking-status')).toHaveText('Pending');
    await expect(afternoon).toContainText('Answer by');
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: testInfo.outputPath('owner-calendar.png'), fullPage: false });
    await ownerContext.close();
  });
});

// Issue 24 at 390×844: the owner takes back an approved booking with a required reason, from the
// booking list of venue management; the organiser's page then says the venue cancelled it, and why.
// The create form stops its date input at the booking horizon and says so.
test.describe('bookings that cannot be hoarded at 390×844 @phone-only', () => {
  test('the owner cancels an approved booking with a reason; the organiser sees why', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const title = `Evening panel ${run}`;
    const reason = 'A burst pipe has closed the loft that week.';
    const { date } = wednesdayAhead();
    const id = await approvedAtTheLoft(page, { title, description: 'A panel on housing data.', date, time: '18:00', meetup_type: 'panel' });

    const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const ownerPage = await ownerContext.newPage();
    await signInWithApiAs(ownerPage, VENUE_OWNER, demoPassword(VENUE_OWNER), '/venue-management?tab=approvals', 'Venue Partner');
    await ownerPage.getByRole('button', { name: /^Approved/ }).click();
    const card = ownerPage.getByTestId('booking-request').filter({ hasText: title });
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('told, in-app and by email, with your reason');
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText('Tell the organiser and attendees why (at least 3 characters).')).toBeVisible();
    await dialog.getByLabel('Reason (required)').fill(reason);
    await expect(dialog.getByText('Tell the organiser and attendees why (at least 3 characters).')).toBeHidden();
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: testInfo.outputPath('cancel-booking-dialog.png'), fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(ownerPage.getByText('Booking cancelled', { exact: true })).toBeVisible();
    await expect(ownerPage.getByText('Priya Shah is being told why.')).toBeVisible();
    await ownerPage.getByRole('button', { name: /^All/ }).click();
    await expect(card.getByTestId('cancelled-note')).toHaveText(`Cancelled by the venue. Reason given: ${reason}`);
    await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await ownerPage.screenshot({ path: testInfo.outputPath('cancelled-booking.png'), fullPage: false });
    await ownerContext.close();

    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), `/meetups/${id}`, 'Professional Partner');
    await expect(page.getByText('The venue cancelled this booking')).toBeVisible();
    await expect(page.getByText(`Reason given: ${reason}`)).toBeVisible();
    await expect(page.getByTestId('booking-status').first()).toHaveText('Cancelled by the venue');
  });

  test('the create form stops the date at the booking horizon and says so', async ({ page }, testInfo) => {
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/create-meetup', 'Professional Partner');
    const date = page.getByLabel('Date', { exact: true });
    const max = await date.getAttribute('max');
    expect(max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // 18 months ahead by default: between 17 and 19 months of days from today.
    const days = (Date.parse(`${max}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000;
    expect(days).toBeGreaterThan(17 * 28);
    expect(days).toBeLessThan(19 * 31);
    await expect(page.getByText(/^Bookings can be made up to 18 months ahead, until \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    // A later date typed in (the picker stops at max, typing does not) is refused before sending.
    await page.getByLabel('Title', { exact: true }).fill('Far future meetup');
    await date.fill(new Date(Date.parse(`${max}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByText(/^Choose a date on or before \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await date.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('horizon.png'), fullPage: false });
  });
});
