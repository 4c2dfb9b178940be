// Issue 27: offline, the browser's "Failed to fetch" reached members twice — under "Offline —
// showing saved data" on a meetup never opened, and as "Something went wrong — Failed to fetch"
// when Leave was tapped. One place (web/lib/api.ts) turns a network failure into "You're offline
// — this needs a connection", and a failed action keeps the page it was tapped on.
import { approvedMeetups, attending } from './db-fixtures';
import { ACCOUNTS, expect, expectNoAxeViolations, registerWithApi, signInWithApi, test, uniqueUser } from './fixtures';

const OFFLINE = "You're offline — this needs a connection";

test('a meetup never opened, offline, says the device is offline — not "Failed to fetch"', async ({ page, context }) => {
  const host = await registerWithApi(page, uniqueUser('e2e-offline-host'));
  const { ids } = await approvedMeetups(host.email, `Offline never opened ${Date.now()}`, { count: 2 });
  // One meetup opened online (its page's code is loaded), then another, never opened, offline.
  await signInWithApi(page, 'professional', `/meetups/${ids[1]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.evaluate((id) => window.history.pushState({}, '', `/meetups/${id}`), ids[0]);
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { name: 'This meetup could not be loaded' })).toBeVisible();
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});

test('Leave tapped offline says so, changes nothing and keeps the meetup on screen', async ({ page, context }) => {
  const host = await registerWithApi(page, uniqueUser('e2e-offline-host'));
  const title = `Offline leave ${Date.now()}`;
  const { ids } = await approvedMeetups(host.email, title);
  await attending(ids[0], ACCOUNTS.professional.email);
  await signInWithApi(page, 'professional', `/meetups/${ids[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("You're going", { exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Leave meetup' }).click();
  const dialog = page.getByRole('dialog', { name: `Leave ${title}?` });
  await dialog.getByRole('button', { name: 'Leave meetup' }).click();
  await expect(page.getByText(OFFLINE, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // The page stays: the meetup and the member's place are still shown.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("You're going", { exact: true })).toBeVisible();
  await context.setOffline(false);
});
