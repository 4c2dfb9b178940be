// A start time the venue's clocks skip (issue 24, decision 0040), at 390×844: the create form
// shows the server's sentence under Start time, and nothing is saved. The clock change is found
// from now with Intl for the venue's zone (The Liberties Loft, Dublin), never a fixed date.
import { nextClockChange } from '../tests/helpers/dates';
import { demoPassword, expect, expectNoAxeViolations, signInWithApiAs, test } from './fixtures';

const PROFESSIONAL = 'professional@civicconnect.example';
const ZONE = 'Europe/Dublin';

/** The local date and the HH:MM half-way through the zone's next spring-forward gap. */
function nextSkippedTime() {
  const change = nextClockChange(ZONE, Date.now() + 2 * 86_400_000, true);
  const wall = new Date(change.at + ((change.before + change.after) / 2) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
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
