// Issue 15 end to end: a full meetup's waitlist, promotion told live, the ticket, and check-in
// by name; plus axe and screenshots of the attendee list, ticket and check-in page.
import { chromium, type Browser, type Page, type TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { forgetCreationQuotas } from './db-fixtures';
import { demoPassword, expect, expectNoAxeViolations, fetchSession, gotoApp, preferTheme, signInWithApiAs, test } from './fixtures';

const ORGANISER = 'professional@civicconnect.example'; // Priya Shah
const VENUE_OWNER = 'venue@civicconnect.example'; // Tom Okafor, owns the Dublin venues
const FIRST = 'daniel.kim@civicconnect.example'; // Daniel Kim
const SECOND = 'aisha.bello@civicconnect.example'; // Aisha Bello

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const u = testInfo.project.use;
  const context = await browser.newContext({ baseURL: u.baseURL, viewport: u.viewport, isMobile: u.isMobile, hasTouch: u.hasTouch, deviceScaleFactor: u.deviceScaleFactor, serviceWorkers: 'block' });
  return context.newPage();
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let slot = 0;

/** An approved meetup for one person at Smithfield Lecture Hall, through the API (the organiser asks, the owner approves). */
async function fullSizedMeetup(page: Page, title: string, max = 1, extra: Record<string, unknown> = {}) {
  const organiser = (await fetchSession(page, ORGANISER)).access_token;
  const owner = (await fetchSession(page, VENUE_OWNER)).access_token;
  const venues = await (await page.request.get('/api/venues?q=Smithfield', { headers: { authorization: `Bearer ${organiser}` } })).json();
  const venue = venues.venues.find((v: { name: string }) => v.name === 'Smithfield Lecture Hall');
  await forgetCreationQuotas(ORGANISER);
  const res = await page.request.post('/api/meetups', {
    headers: { authorization: `Bearer ${organiser}` },
    data: { title, description: 'A short talk and questions.', date: inDays(45 + slot++ + (test.info().project.name === 'desktop' ? 10 : 0)), time: '10:00', duration: 180, venue_id: venue.id, max_attendees: max, meetup_type: 'talk', ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as string;
  expect((await page.request.post(`/api/meetups/${id}/approve`, { headers: { authorization: `Bearer ${owner}` } })).status()).toBe(200);
  return id;
}

async function attend(page: Page, email: string, id: string, attending: boolean) {
  const token = (await fetchSession(page, email)).access_token;
  const res = await page.request.post(`/api/meetups/${id}/attendance`, { headers: { authorization: `Bearer ${token}` }, data: { attending } });
  expect(res.status()).toBe(200);
  return res.json();
}

test.describe('attendees at 390×844 @phone-only', () => {
  test('join a full meetup → waitlisted → promoted live when the attendee leaves; the organiser checks them in by name', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Waitlist talk ${Date.now().toString(36)}`;
    const id = await fullSizedMeetup(page, title);
    await attend(page, FIRST, id, true);

    // Aisha finds it full and joins the waitlist.
    await signInWithApiAs(page, SECOND, demoPassword(SECOND), `/meetups/${id}`, 'Professional Partner');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('full-message')).toHaveText('This meetup is full');
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(page.getByTestId('waitlist-state')).toContainText("You're on the waitlist: number 1");
    await expect(page.getByTestId('toast').filter({ hasText: 'This meetup is full' })).toBeVisible();

    // Daniel leaves elsewhere: Aisha's open page is told live and shows her place and ticket.
    await attend(page, FIRST, id, false);
    await expect(page.getByTestId('notification-live')).toContainText("You're going!", { timeout: 10_000 });
    await expect(page.getByTestId('attendance-panel').getByText("You're going")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('ticket').getByRole('img', { name: `Ticket QR code for ${title}` })).toBeVisible();
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-panel').getByTestId('notification-item').filter({ hasText: `A place opened up at "${title}"` })).toBeVisible();

    // The organiser checks Aisha in by name; the count moves.
    const organiser = await newPage(browser, testInfo);
    await signInWithApiAs(organiser, ORGANISER, demoPassword(ORGANISER), `/meetups/${id}`, 'Professional Partner');
    const list = organiser.getByTestId('attendee-manager');
    await expect(list.getByTestId('attendee-row').filter({ hasText: 'Aisha Bello' })).toContainText('Going');
    await list.getByRole('link', { name: 'Check in' }).click();
    await expect(organiser.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(organiser.getByTestId('arrivals')).toHaveText('0 of 1 arrived');
    await organiser.getByRole('searchbox').fill('aisha');
    await organiser.getByRole('button', { name: 'Check in Aisha Bello' }).click();
    await expect(organiser.getByText('Aisha Bello checked in')).toBeVisible();
    await expect(organiser.getByTestId('arrivals')).toHaveText('1 of 1 arrived');
    await expect(organiser.getByTestId('check-in-row').filter({ hasText: 'Aisha Bello' })).toContainText('Arrived');
    await expectNoAxeViolations(organiser);
    // Aisha's ticket follows.
    await page.reload();
    await expect(page.getByTestId('ticket')).toContainText('Checked in');
    await organiser.context().close();
  });
});

/**
 * A camera that films `text` as a QR code: a Y4M video (the format Chromium's fake camera reads)
 * of one grey frame — the Y plane is the picture, U and V neutral.
 */
async function qrCamera(text: string, file: string) {
  const [w, h] = [640, 480];
  const png = await QRCode.toBuffer(text, { width: 360, margin: 4 });
  const y = await sharp({ create: { width: w, height: h, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, gravity: 'centre' }])
    .greyscale()
    .raw()
    .toColourspace('b-w')
    .toBuffer();
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), Buffer.from('FRAME\n'), y, chroma]));
}

test.describe('registration approval @phone-only', () => {
  test('a member asks to join; the organiser approves from the attendee list and the member is told live', async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const title = `Approval talk ${Date.now().toString(36)}`;
    const id = await fullSizedMeetup(page, title, 5, { registration_required: true });
    await signInWithApiAs(page, SECOND, demoPassword(SECOND), `/meetups/${id}`, 'Professional Partner');
    await page.getByRole('button', { name: 'Request to join' }).click();
    await expect(page.getByText('Request sent').first()).toBeVisible();

    const organiser = await newPage(browser, testInfo);
    await signInWithApiAs(organiser, ORGANISER, demoPassword(ORGANISER), `/meetups/${id}`, 'Professional Partner');
    const row = organiser.getByTestId('attendee-manager').getByTestId('attendee-row').filter({ hasText: 'Aisha Bello' });
    await expect(row).toContainText('Requested');
    await row.getByRole('button', { name: 'Approve Aisha Bello' }).click();
    await expect(row).toContainText('Going');

    await expect(page.getByTestId('notification-live')).toContainText('Registration approved', { timeout: 10_000 });
    await expect(page.getByTestId('attendance-panel').getByText("You're going")).toBeVisible({ timeout: 10_000 });
    await organiser.context().close();
  });
});

test.describe('scanning a ticket @phone-only', () => {
  test('the check-in page reads a ticket QR code from the camera and checks its holder in', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Scan talk ${Date.now().toString(36)}`;
    const id = await fullSizedMeetup(page, title, 5);
    await attend(page, SECOND, id, true);
    const token = (await fetchSession(page, SECOND)).access_token;
    const ticket = await (await page.request.get(`/api/meetups/${id}/ticket`, { headers: { authorization: `Bearer ${token}` } })).json();
    const video = path.resolve(testInfo.outputPath('ticket.y4m'));
    await qrCamera(ticket.qr, video);

    // A browser of its own whose camera films the ticket (no permission prompt).
    const u = testInfo.project.use;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    const context = await browser.newContext({ baseURL: u.baseURL, viewport: u.viewport, isMobile: u.isMobile, hasTouch: u.hasTouch, serviceWorkers: 'block', permissions: ['camera'] });
    const door = await context.newPage();
    await signInWithApiAs(door, ORGANISER, demoPassword(ORGANISER), `/meetups/${id}/check-in`, 'Professional Partner');
    await expect(door.getByTestId('arrivals')).toHaveText('0 of 1 arrived');
    await door.getByRole('button', { name: 'Scan tickets' }).click();
    await expect(door.getByText('Aisha Bello checked in')).toBeVisible({ timeout: 20_000 });
    await expect(door.getByTestId('arrivals')).toHaveText('1 of 1 arrived');
    await browser.close();
  });
});

// The attendee list, ticket and check-in page in both projects, light and dark: axe-clean, and
// screenshots for a person to look at (test-results/attendees-*.png).
for (const theme of ['light', 'dark'] as const) {
  test(`attendee list, ticket and check-in have no axe violations (${theme})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const shot = (name: string) => page.screenshot({ path: `test-results/attendees-${name}-${testInfo.project.name}-${theme}.png`, fullPage: true });
    await preferTheme(page, theme);
    const id = await fullSizedMeetup(page, `Screens ${theme} ${Date.now().toString(36)}`, 3);
    await attend(page, FIRST, id, true);
    await attend(page, SECOND, id, true);
    await attend(page, 'lukas.weber@civicconnect.example', id, true);
    await attend(page, 'mei.tanaka@civicconnect.example', id, true); // waitlisted

    await signInWithApiAs(page, SECOND, demoPassword(SECOND), `/meetups/${id}`, 'Professional Partner');
    await expect(page.getByTestId('ticket').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('whos-going')).toContainText('Daniel Kim');
    await expectNoAxeViolations(page);
    await page.getByTestId('ticket').scrollIntoViewIfNeeded();
    await shot('ticket');

    await signInWithApiAs(page, ORGANISER, demoPassword(ORGANISER), `/meetups/${id}`, 'Professional Partner');
    await expect(page.getByTestId('attendee-manager').getByTestId('attendee-row')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.getByTestId('attendee-manager').scrollIntoViewIfNeeded();
    await shot('list');
    await gotoApp(page, `/meetups/${id}/check-in`);
    await expect(page.getByTestId('check-in-row')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await shot('check-in');
  });
}
