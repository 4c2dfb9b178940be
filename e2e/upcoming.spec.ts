// Discovery for visitors (issue 27): /upcoming lists approved upcoming meetups to anyone,
// server-rendered, searchable by place and date, each opening /m/{id}; members get the same
// date filters on /meetups, whose guards stay.
import { approvedMeetups } from './db-fixtures';
import { ACCOUNTS, expect, expectNoAxeViolations, signInWithApi, test } from './fixtures';

test('a visitor finds an upcoming meetup by place and date and opens its public page', async ({ page }) => {
  const run = `Kestrel${Date.now().toString(36)}`;
  const title = `Harbour walk ${run}`;
  const { ids } = await approvedMeetups(ACCOUNTS.professional.email, title, { firstDay: 2 });

  // Server-rendered: the list is in the HTML before any script runs.
  const html = await (await page.request.get(`/upcoming?place=${run}`)).text();
  expect(html).toContain(title);

  const res = await page.goto('/upcoming');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming meetups' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Town or venue' }).fill(run);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByTestId('public-meetup-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`place=${run}`));

  // Two days ahead: in the next 7 days, not today.
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toHaveCount(1);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByText('No meetups found')).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click(); // pressed again: every date
  await expect(card).toHaveCount(1);
  await expectNoAxeViolations(page);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/m/${ids[0]}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('members filter /meetups by Today, This weekend and Next 7 days', async ({ page }) => {
  const run = `Osprey${Date.now().toString(36)}`;
  const title = `Civic breakfast ${run}`;
  await approvedMeetups(ACCOUNTS.professional.email, title, { firstDay: 3 });
  await signInWithApi(page, 'professional', `/meetups?q=${run}`);
  const card = page.getByTestId('meetup-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(card).toHaveCount(0);
  await expect(page).toHaveURL(/dates=today/);
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Dates' }).getByRole('button', { name: 'This weekend' })).toBeVisible();
  await expectNoAxeViolations(page);
});
