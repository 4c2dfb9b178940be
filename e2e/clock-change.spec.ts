// A start time the venue's clocks skip (issue 24, decision 0040), at 390×844: the create form
// shows the server's sentence under Start time, and nothing is saved. The clock change is found
// from now with Intl for the venue's zone (The Liberties Loft, Dublin), never a fixed date.
import { demoPassword, expect, expectNoAxeViolations, signInWithApiAs, test } from './fixtures';

const PROFESSIONAL = 'professional@civicconnect.example';
const ZONE = 'Europe/Dublin';
const HOUR = 3_600_000;

const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeZoneName: 'longOffset' });
function offsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The local date and the HH:MM half-way through the zone's next spring-forward gap. */
function nextSkippedTime() {
  let t = Math.ceil((Date.now() + 2 * 86_400_000) / HOUR) * HOUR;
  for (let i = 0; i < 24 * 400; i++, t += HOUR) {
    const before = offsetMinutes(t);
    const after = offsetMinutes(t + HOUR);
    if (after <= before) continue;
    // Changes fall on the hour in this zone: the gap's local times start at t+1h+before.
    const wall = new Date(t + HOUR + before * 60_000 + ((after - before) / 2) * 60_000).toISOString();
    return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
  }
  throw new Error(`${ZONE} has no spring-forward within 400 days`);
}

test.describe('clock changes at 390×844 @phone-only', () => {
  test('a start time the clocks skip is refused next to the Start time field', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const { date, time } = nextSkippedTime();
    const title = `Night owls ${Date.now().toString(36)}`;
    await signInWithApiAs(page, PROFESSIONAL, demoPassword(PROFESSIONAL), '/create-meetup', 'Professional Partner');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('A late-night civic hack.');
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByRole('searchbox', { name: 'Search venues' }).fill('Liberties');
    await page.locator('label').filter({ hasText: 'The Liberties Loft' }).click();
    await page.getByLabel('Start time').fill(time);
    await page.getByRole('button', { name: 'Send booking request' }).click();
    const field = page.getByLabel('Start time');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = page.getByText(new RegExp(`^${time} does not exist on .* at this venue: the clocks go forward from \\d\\d:\\d\\d to \\d\\d:\\d\\d \\(Europe/Dublin\\)\\. Choose a time before`));
    await expect(message).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('skipped-time.png'), fullPage: false });
    // Still on the form: nothing was saved.
    await expect(page.getByRole('button', { name: 'Send booking request' })).toBeVisible();
  });
});
