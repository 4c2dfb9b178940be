// Issue 26 as two people live it, at 390×844 in two browsers: they attended the same meetup, one
// finds the other under "People you may know", asks to connect, the other accepts; they write to
// each other live; then one blocks the other, who can no longer write and is not told.
import type { Browser } from '@playwright/test';
import { metAtAMeetup } from './db-fixtures';
import { expect as baseExpect, gotoApp, registerWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

// Two browsers and many steps: room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

async function phone(browser: Browser, user: { email: string; password: string }, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInWithApiAs(page, user.email, user.password, path);
  return { context, page };
}

test('two members who met at a meetup connect, message live, and one blocks the other @phone-only', async ({ page, browser }) => {
  const amara = { ...uniqueUser('amara'), name: 'Amara Okafor' };
  const jonas = { ...uniqueUser('jonas'), name: 'Jonas Berg' };
  await registerWithApi(page, amara);
  await registerWithApi(page, jonas);
  const { a, b } = await metAtAMeetup(amara.email, jonas.email, 'Bus Data Breakfast');

  const one = await phone(browser, amara, '/');
  const two = await phone(browser, jonas, '/connections');
  try {
    // Amara's home suggests Jonas because they were at the same meetup.
    const people = one.page.getByTestId('member-home').getByRole('region', { name: 'People you may know' });
    await expect(people.getByRole('link', { name: 'Jonas Berg', exact: true })).toBeVisible();
    await people.getByRole('link', { name: 'Connect with Jonas Berg' }).click();
    await expect(one.page).toHaveURL(new RegExp(`/members/${b}$`));
    const state = one.page.getByTestId('connection-state');
    await state.getByRole('button', { name: 'Connect' }).click();
    const dialog = one.page.getByRole('dialog', { name: 'Connect with Jonas Berg' });
    await dialog.getByLabel('Note (optional)').fill('Great to meet you at the breakfast!');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(state.getByText('Request sent')).toBeVisible();

    // Jonas accepts on /connections.
    await two.page.reload();
    const received = two.page.getByRole('list', { name: 'Requests for you' });
    await expect(received.getByText('Great to meet you at the breakfast!')).toBeVisible();
    await received.getByRole('button', { name: 'Accept' }).click();
    await expect(two.page.getByRole('list', { name: 'Your connections' }).getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
    await gotoApp(two.page, '/messages');

    // Amara, now connected, writes; it arrives live in Jonas's open inbox; his answer arrives live.
    await one.page.reload();
    await expect(state.getByText('Connected', { exact: true })).toBeVisible();
    await one.page.getByTestId('message-button').click();
    await one.page.getByTestId('composer').fill('Shall we share the bus data notes?');
    await one.page.getByTestId('send').click();
    await expect(one.page.getByTestId('message-mine')).toHaveText(/Shall we share the bus data notes\?/);
    await expect(two.page.getByTestId('conversation-row')).toContainText('Amara Okafor');
    await two.page.getByTestId('conversation-row').click();
    await expect(two.page.getByTestId('message-theirs')).toHaveText(/bus data notes/);
    await two.page.getByTestId('composer').fill('Yes, sending them tonight.');
    await two.page.getByTestId('send').click();
    await expect(one.page.getByTestId('message-theirs')).toHaveText(/sending them tonight/);

    // Jonas blocks Amara from her profile. She is not told; she can no longer write or connect.
    await gotoApp(two.page, `/members/${a}`);
    await two.page.getByRole('button', { name: 'More actions for Amara Okafor' }).click();
    await two.page.getByRole('menuitem', { name: 'Block Amara Okafor' }).click();
    await two.page.getByRole('dialog', { name: 'Block Amara Okafor?' }).getByRole('button', { name: 'Block', exact: true }).click();
    await expect(two.page.getByText("Blocked. They won't be told.")).toBeVisible();

    await gotoApp(one.page, `/members/${b}`);
    await expect(one.page.getByTestId('member-name')).toHaveText('Jonas Berg');
    await expect(one.page.getByTestId('connection-state').getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(one.page.getByTestId('message-button')).toHaveCount(0);
    await expect(one.page.getByText(/block/i)).toHaveCount(0);
  } finally {
    await one.context.close();
    await two.context.close();
  }
});
