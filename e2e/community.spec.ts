// Issue 16 in the browser: the discussion shows hostile text as text and receives comments
// live; names link to member profiles; a series shows its dates and is joined whole; the
// profile, discussion and series at 390×844 and 1280×800, light and dark (screenshots attached).
import { approvedMeetups, forgetCreationQuotas, userIdOf } from './db-fixtures';
import { ACCOUNTS, expect, expectNoAxeViolations, fetchSession, gotoApp, preferTheme, signInWithApi, test } from './fixtures';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold?</b> & "quoted"';

test('hostile text in the discussion is stored and shown as text; a comment from elsewhere arrives live', async ({ page }, testInfo) => {
  const { ids } = await approvedMeetups(ACCOUNTS.professional.email, `Discussion ${testInfo.project.name} ${Date.now()}`);
  const meetupId = ids[0];
  await signInWithApi(page, 'professional', `/meetups/${meetupId}`);
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await expect(discussion.getByTestId('no-comments')).toBeVisible();

  await discussion.getByLabel('Add a comment').fill(HOSTILE);
  await discussion.getByRole('button', { name: 'Post comment' }).click();
  const body = discussion.getByTestId('comment-body');
  await expect(body).toHaveText(HOSTILE);
  // Nothing of it became markup: no image, script or bold element, and no script ran.
  await expect(discussion.getByTestId('comments').locator('img:not([alt=""]), script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // Posted from another device (the API directly): it appears without a reload.
  const session = await fetchSession(page, ACCOUNTS.professional.email);
  const res = await page.request.post(`/api/meetups/${meetupId}/comments`, { headers: { authorization: `Bearer ${session.access_token}` }, data: { body: 'Sent from my phone' } });
  expect(res.status()).toBe(201);
  await expect(discussion.getByTestId('comment-body').filter({ hasText: 'Sent from my phone' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The author's name leads to their profile.
  await discussion.getByRole('link', { name: 'Priya Shah' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/members/${await userIdOf(ACCOUNTS.professional.email)}`));
  await expect(page.getByTestId('member-name')).toHaveText('Priya Shah');
  await expect(page.getByRole('heading', { name: 'Meetups organised' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a series lists its dates and is joined whole', async ({ page }, testInfo) => {
  const { ids } = await approvedMeetups(ACCOUNTS.professional.email, `Series ${testInfo.project.name} ${Date.now()}`, { count: 4, firstDay: 30 });
  await signInWithApi(page, 'admin', `/meetups/${ids[1]}`);
  const series = page.getByTestId('series-panel');
  await expect(series.getByText('Weekly, 4 dates. Join one date, or the whole series.')).toBeVisible();
  await expect(series.getByRole('list', { name: 'Dates in this series' }).getByRole('listitem')).toHaveCount(4);
  await series.getByRole('button', { name: 'Join the whole series' }).click();
  await expect(series.getByText('Going')).toHaveCount(4);
  await expect(series.getByRole('button', { name: 'Leave the whole series' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('screenshots: profile, discussion and series, light and dark', async ({ page }, testInfo) => {
  const { ids } = await approvedMeetups(ACCOUNTS.professional.email, `Monthly civic coffee ${testInfo.project.name}`, { count: 3, firstDay: 40 });
  const session = await fetchSession(page, ACCOUNTS.professional.email);
  const auth = { authorization: `Bearer ${session.access_token}` };
  await page.request.put('/api/profile/about', { headers: auth, data: { headline: 'Open-data lead, Leeds City Council', interests: ['open data', 'transport', 'civic tech'] } });
  for (const text of ['Looking forward to this. Is there step-free access?', 'Yes: the side entrance on Gresham Street has a ramp.'])
    await page.request.post(`/api/meetups/${ids[0]}/comments`, { headers: auth, data: { body: text } });
  const me = await userIdOf(ACCOUNTS.professional.email);
  for (const theme of ['light', 'dark'] as const) {
    await preferTheme(page, theme);
    await signInWithApi(page, 'professional', `/members/${me}`);
    await expect(page.getByTestId('member-name')).toHaveText('Priya Shah');
    await page.screenshot({ path: testInfo.outputPath(`profile-${theme}.png`), fullPage: true });
    await gotoApp(page, `/meetups/${ids[0]}`);
    await page.getByRole('region', { name: 'Discussion' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('comment')).toHaveCount(2);
    await expect(page.getByTestId('series-panel')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`meetup-series-discussion-${theme}.png`), fullPage: true });
  }
});

test('"Show my profile to other members" in Settings → Privacy hides the profile from others', async ({ page }) => {
  const basicId = await userIdOf(ACCOUNTS.basic.email);
  await signInWithApi(page, 'basic', '/settings?tab=privacy');
  const show = page.getByRole('checkbox', { name: 'Show my profile to other members' });
  await expect(show).toBeChecked();
  await show.uncheck();
  await expect(page.getByText('Your profile is now hidden from other members.')).toBeVisible();
  await expectNoAxeViolations(page);
  try {
    await signInWithApi(page, 'professional', `/members/${basicId}`);
    await expect(page.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
    await expect(page.getByText('This member has chosen not to show their profile to other members.')).toBeVisible();
  } finally {
    // Back on for the next run (both viewports share the server).
    const session = await fetchSession(page, ACCOUNTS.basic.email);
    await page.request.patch('/api/profile', { headers: { authorization: `Bearer ${session.access_token}` }, data: { show_profile: true } });
  }
});

test('a recurring meetup made with the form is a series; the venue owner approves it whole', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Fortnightly civic coffee ${testInfo.project.name} ${Date.now().toString(36)}`;
  // A Tuesday about two months on (a weekday: any venue takes it), one per viewport.
  const first = new Date(Date.now() + (testInfo.project.name === 'phone' ? 60 : 67) * 86_400_000);
  first.setUTCDate(first.getUTCDate() + ((9 - first.getUTCDay()) % 7));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const until = new Date(first.getTime() + 30 * 86_400_000);

  await forgetCreationQuotas(ACCOUNTS.professional.email);
  await signInWithApi(page, 'professional', '/create-meetup');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill(iso(first));
  await page.getByLabel('Start time').fill('07:15');
  await page.getByRole('searchbox', { name: 'Search venues' }).fill('Liberties');
  await page.locator('label').filter({ hasText: 'The Liberties Loft' }).click();
  await page.getByLabel('Maximum attendees').fill('30');
  await page.getByRole('checkbox', { name: 'This is a recurring meetup' }).check();
  await page.getByLabel('How often').selectOption('fortnightly');
  await page.getByLabel('Repeat until').fill(iso(until));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('create-series.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const series = page.getByTestId('series-panel');
  await expect(series.getByText(/Every two weeks, 3 dates until/)).toBeVisible();
  await expect(series.getByText('Pending')).toHaveCount(3);

  await signInWithApi(page, 'venue', '/venue-management?focus=approvals');
  const request = page.getByTestId('booking-request').filter({ hasText: title }).first();
  await request.getByRole('button', { name: 'Approve whole series' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '3 dates approved.' })).toBeVisible();
  await expect(page.getByTestId('booking-request').filter({ hasText: title }).filter({ hasText: 'Pending' })).toHaveCount(0);
});
