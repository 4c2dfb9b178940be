import { sql } from './db-fixtures';
import { ACCOUNTS, expect, expectNoAxeViolations, gotoApp, registerWithApi, signInWithApi, signInWithApiAs, test, toggleTheme, uniqueUser } from './fixtures';

// Issue 26, "A home that is yours": after sign-in / is the member's own page; visitors keep the
// marketing page. At 390×844, the phone the issue names, and never wider than the screen.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const idOf = async (email: string) => (await sql<{ id: string }>('select id from users where email = $1', [email]))[0].id;

/** A fresh, confirmed Professional Partner. */
async function professional(page: Parameters<typeof registerWithApi>[0], name: string) {
  const user = await registerWithApi(page, { ...uniqueUser('home'), name });
  const id = await idOf(user.email);
  await sql(`update users set email_confirmed_at = now() where id = $1`, [id]);
  await sql(`update profiles set role = 'professional', subscription_status = 'active', subscription_tier = 'professional', headline = $2 where id = $1`, [id, `${name.split(' ')[0]} works on civic data`]);
  return { ...user, id };
}

async function meetup(organiserId: string, title: string, offsetDays: number, attendees: string[], status = 'approved', venueId: string | null = null) {
  const [{ id }] = await sql<{ id: string }>(
    // A seeded venue's picture as its cover: other specs expect every card in the lists to show one.
    `insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, approved_at, venue_id, venue_name, venue_place, latitude, longitude, cover_image_url)
     values ($1, $2::date, '18:30', $3, 'Orla Organiser', $4, case when $4 = 'approved' then now() end, $5, 'The Guildhall', 'London, United Kingdom', 51.5155, -0.0922,
             (select coalesce(v.cover_image_url, v.images[1]) from venues v where v.name = 'Smithfield Lecture Hall'))
     returning id`,
    [title, day(offsetDays), organiserId, status, venueId],
  );
  for (const userId of attendees) await sql('insert into meetup_attendees (meetup_id, user_id) values ($1, $2)', [id, userId]);
  return id;
}

/** Nothing on the page is wider than the screen (issue 27 found the home overflowing at 390). */
async function expectNoSideways(page: import('@playwright/test').Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('the member’s own home at 390×844 @phone-only', () => {
  test('a professional lands on their home with their next meetup and a suggestion; a dismissed suggestion stays dismissed', async ({ page }) => {
    // Two sign-ups, rows written directly, a sign-in and a reload: more than one default budget.
    test.slow();
    const pat = await professional(page, 'Pat Homeowner');
    const sam = await professional(page, `Sam Suggested ${Date.now().toString(36)}`);
    const organiser = await idOf(ACCOUNTS.professional.email);
    await meetup(organiser, 'Data Drinks', -6, [pat.id, sam.id]);
    await meetup(organiser, 'Civic Data Supper', 4, [pat.id]);

    await signInWithApiAs(page, pat.email, pat.password, '/', ACCOUNTS.professional.label);
    const home = page.getByTestId('member-home');
    await expect(home.getByRole('heading', { level: 1, name: /^Welcome(?: back)?, Pat$/ })).toBeVisible();
    await expect(page.getByText('Meet the people making cities work better.')).toHaveCount(0);
    const upcoming = home.getByRole('region', { name: 'Your upcoming meetups' });
    await expect(upcoming.getByRole('link', { name: 'Civic Data Supper' })).toBeVisible();
    // The time is the venue's, with its zone.
    await expect(upcoming.getByText(/18:30 (GMT|BST)/)).toBeVisible();

    const people = home.getByRole('region', { name: 'People you may know' });
    await expect(people.getByRole('link', { name: sam.name, exact: true })).toBeVisible();
    await expect(people.getByText('You both attended Data Drinks')).toBeVisible();
    await expect(people.getByRole('link', { name: `Connect with ${sam.name}` })).toHaveAttribute('href', `/members/${sam.id}`);
    await expectNoSideways(page);
    await expectNoAxeViolations(page);
    await toggleTheme(page, 'dark');
    await expectNoAxeViolations(page);

    await people.getByRole('button', { name: `Dismiss ${sam.name}` }).click();
    await expect(people.getByRole('link', { name: sam.name, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(home.getByRole('region', { name: 'Your upcoming meetups' }).getByRole('link', { name: 'Civic Data Supper' })).toBeVisible();
    await expect(home.getByRole('region', { name: 'People you may know' }).getByRole('link', { name: sam.name, exact: true })).toHaveCount(0);
    await expectNoSideways(page);
  });

  test('a visitor still gets the marketing page', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the people making cities work better.' })).toBeVisible();
    await expect(page.getByTestId('member-home')).toHaveCount(0);
    await expectNoSideways(page);
  });

  test('a venue owner sees a pending booking request with the way to approve it', async ({ page }) => {
    test.slow(); // a sign-in, rows written directly and two axe audits on two shared cores
    const owner = await idOf(ACCOUNTS.venue.email);
    const [{ id: venueId }] = await sql<{ id: string }>('select id from venues where owner_id = $1 order by created_at limit 1', [owner]);
    const title = `Budget Workshop ${Date.now().toString(36)}`;
    await meetup(await idOf(ACCOUNTS.professional.email), title, 25, [], 'pending', venueId);

    await signInWithApi(page, 'venue');
    const requests = page.getByTestId('member-home').getByRole('region', { name: /^Booking requests/ });
    await expect(requests.getByRole('link', { name: title })).toBeVisible();
    await expect(requests.getByRole('link', { name: 'Review and approve' })).toHaveAttribute('href', '/venue-management?focus=approvals');
    await expectNoSideways(page);
    await expectNoAxeViolations(page);
    await requests.getByRole('link', { name: 'Review and approve' }).click();
    await expect(page).toHaveURL(/\/venue-management\?focus=approvals$/);
  });
});
