// Issue 26 in the browser: a member asks to connect from another's profile with a note, the
// other accepts on /connections, both see "Connected"; a second request is withdrawn. Then the
// pages at 390×844 and 1280×800, light and dark (screenshots attached).
import type { Page } from '@playwright/test';
import pg from 'pg';
import { userIdOf } from './db-fixtures';
import { e2eDatabaseUrl } from './env';
import { expect as baseExpect, expectNoAxeViolations, gotoApp, preferTheme, registerWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

// Many steps and two sign-ins each: room for a machine that is busy with other work.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

type User = ReturnType<typeof uniqueUser> & { id: string };

/** A new member with a confirmed address (the emailed link is tested in auth.spec.ts) and a headline. */
async function newMember(page: Page, name: string, headline?: string): Promise<User> {
  const user = await registerWithApi(page, { ...uniqueUser('connect'), name });
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    await db.query('update users set email_confirmed_at = now() where email = $1', [user.email]);
    if (headline) await db.query('update profiles set headline = $1 where email = $2', [headline, user.email]);
  } finally {
    await db.end();
  }
  return { ...user, id: await userIdOf(user.email) };
}

const as = (page: Page, who: User, path: string) => signInWithApiAs(page, who.email, who.password, path);
const state = (page: Page) => page.getByTestId('connection-state');

test('A asks B to connect with a note, B accepts on /connections, both see "Connected"; A withdraws a second request @phone-only', async ({ page }) => {
  const a = await newMember(page, 'Amara Okafor', 'Open-data lead, Leeds City Council');
  const b = await newMember(page, 'Jonas Berg', 'Transport planner');
  const c = await newMember(page, 'Chloé Martin');
  const note = 'We met at the civic tech breakfast: happy to share our bus data notes.';

  await as(page, a, `/members/${b.id}`);
  await state(page).getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Jonas Berg' });
  await dialog.getByLabel('Note (optional)').fill(note);
  await expect(dialog.getByText(`${note.length}/300`)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(state(page).getByText('Request sent')).toBeVisible();

  await as(page, b, '/connections');
  const received = page.getByRole('list', { name: 'Requests for you' });
  await expect(received.getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
  await expect(received.getByText(note)).toBeVisible();
  await expectNoAxeViolations(page);
  await received.getByRole('button', { name: 'Accept' }).click();
  const connections = page.getByRole('list', { name: 'Your connections' });
  await expect(connections.getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByText('No requests waiting.')).toBeVisible();
  await connections.getByRole('link', { name: 'Amara Okafor' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${a.id}$`));
  await expect(state(page).getByText('Connected', { exact: true })).toBeVisible();

  await as(page, a, `/members/${b.id}`);
  await expect(state(page).getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connections' }).getByRole('link', { name: /Amara Okafor/ })).toBeVisible();

  // A second request, withdrawn from the profile: C is back to "Connect" and never asked.
  await gotoApp(page, `/members/${c.id}`);
  await state(page).getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(state(page).getByText('Request sent')).toBeVisible();
  await gotoApp(page, '/connections');
  await expect(page.getByRole('list', { name: 'Requests you sent' }).getByRole('link', { name: 'Chloé Martin' })).toBeVisible();
  await gotoApp(page, `/members/${c.id}`);
  await state(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(state(page).getByRole('button', { name: 'Connect' })).toBeVisible();
  await as(page, c, '/connections');
  await expect(page.getByText('No requests waiting.')).toBeVisible();
});

test('screenshots: a profile, /connections, the note dialog and Settings → Privacy, light and dark', async ({ page }, testInfo) => {
  const me = await newMember(page, 'Amara Okafor', 'Open-data lead, Leeds City Council');
  const people = await Promise.all([
    newMember(page, 'Jonas Berg', 'Transport planner, Bergen'),
    newMember(page, 'Chloé Martin', 'Civic designer'),
    newMember(page, 'Ravi Patel', 'Councillor, Ward 7'),
    newMember(page, 'Sofia Rossi'),
  ]);
  const token = async (u: User) => ((await (await page.request.post('/auth/v1/token?grant_type=password', { data: { email: u.email, password: u.password } })).json()) as { access_token: string }).access_token;
  const post = async (u: User, url: string, data: object = {}) => page.request.post(url, { headers: { authorization: `Bearer ${await token(u)}` }, data });
  // Two connected, one asking me with a note, one I asked.
  for (const p of people.slice(0, 2)) {
    await post(p, `/api/connections/with/${me.id}`);
    await post(me, `/api/connections/with/${p.id}`);
  }
  await post(people[2], `/api/connections/with/${me.id}`, { note: 'Great talk on open budgets last week. Would love to stay in touch!' });
  await post(me, `/api/connections/with/${people[3].id}`, { note: 'Hello from the Leeds meetup.' });
  const stranger = await newMember(page, 'Tomás Silva', 'Data journalist');

  for (const theme of ['light', 'dark'] as const) {
    await preferTheme(page, theme);
    await as(page, me, '/connections');
    await expect(page.getByRole('list', { name: 'Your connections' }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`connections-${theme}.png`), fullPage: true });
    await gotoApp(page, `/members/${people[0].id}`);
    await expect(state(page).getByText('Connected', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`member-connected-${theme}.png`), fullPage: true });
    await gotoApp(page, `/members/${people[2].id}`);
    await expect(state(page).getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`member-received-${theme}.png`) });
    await gotoApp(page, `/members/${stranger.id}`);
    await state(page).getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('dialog').getByLabel('Note (optional)').fill('We met at the civic tech breakfast.');
    await page.screenshot({ path: testInfo.outputPath(`connect-dialog-${theme}.png`) });
    await gotoApp(page, '/settings?tab=privacy');
    const card = page.getByRole('heading', { name: 'Connections and messages' });
    await card.scrollIntoViewIfNeeded();
    await expect(page.getByRole('radio', { name: /People I met at meetups/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`privacy-${theme}.png`), fullPage: true });
  }
});

test('Settings → Privacy: hiding my connections hides them from others, and the choice of message requests is kept @phone-only', async ({ page }) => {
  const owner = await newMember(page, 'Olga Owner');
  const friend = await newMember(page, 'Fay Friend');
  const viewer = await newMember(page, 'Vic Viewer');
  const token = async (u: User) => ((await (await page.request.post('/auth/v1/token?grant_type=password', { data: { email: u.email, password: u.password } })).json()) as { access_token: string }).access_token;
  await page.request.post(`/api/connections/with/${owner.id}`, { headers: { authorization: `Bearer ${await token(friend)}` }, data: {} });
  await page.request.post(`/api/connections/with/${friend.id}`, { headers: { authorization: `Bearer ${await token(owner)}` }, data: {} });

  await as(page, viewer, `/members/${owner.id}`);
  await expect(page.getByRole('region', { name: 'Connections' }).getByText('1 connection')).toBeVisible();

  await as(page, owner, '/settings?tab=privacy');
  await page.getByRole('checkbox', { name: 'Show my connections on my profile' }).uncheck();
  await expect(page.getByText('Your connections are hidden from your profile.')).toBeVisible();
  await page.getByRole('radio', { name: /Nobody/ }).check();
  await expect(page.getByText('Nobody but your connections can write to you.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Nobody/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Show my connections on my profile' })).not.toBeChecked();
  await gotoApp(page, `/members/${owner.id}`);
  await expect(page.getByRole('region', { name: 'Connections' }).getByText('1 connection')).toBeVisible();

  await as(page, viewer, `/members/${owner.id}`);
  await expect(page.getByTestId('member-name')).toHaveText('Olga Owner');
  await expect(page.getByRole('region', { name: 'Connections' })).toHaveCount(0);
});
