// Issue 27, small things in lists of members: a photo avatar lines up with initials, and a
// member whose profile is private is named in plain text rather than linked to "This profile is
// private".
import pg from 'pg';
import { approvedMeetups, userIdOf } from './db-fixtures';
import { e2eDatabaseUrl } from './env';
import { ACCOUNTS, expect, expectNoAxeViolations, registerWithApi, signInWithApi, test, uniqueUser } from './fixtures';

test("who's going: photos and initials share one edge, and a private member's name is not a link", async ({ page }) => {
  const tag = Date.now().toString(36);
  const photo = await registerWithApi(page, { ...uniqueUser('names'), name: `Pat Photo ${tag}` });
  const initials = await registerWithApi(page, { ...uniqueUser('names'), name: `Ian Initials ${tag}` });
  const { ids } = await approvedMeetups(ACCOUNTS.professional.email, `Names in a list ${tag}`);
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    // A stored picture (a seeded venue's) as Pat's avatar; Pat keeps their profile private.
    await db.query(
      `update profiles set avatar = (select coalesce(v.cover_image_url, v.images[1]) from venues v where v.name = 'Smithfield Lecture Hall'), show_profile = false where email = $1`,
      [photo.email],
    );
    for (const who of [initials, photo]) await db.query('insert into meetup_attendees (meetup_id, user_id) values ($1, $2)', [ids[0], await userIdOf(who.email)]);
  } finally {
    await db.end();
  }

  await signInWithApi(page, 'professional', `/meetups/${ids[0]}`);
  const list = page.getByTestId('whos-going');
  await expect(list.getByText(`Pat Photo ${tag}`)).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  const rows = list.locator('li');
  await expect(rows).toHaveCount(2);
  const photoImg = rows.filter({ hasText: 'Pat Photo' }).locator('img');
  await expect.poll(() => photoImg.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const left = async (text: string) => (await rows.filter({ hasText: text }).locator('img, span[aria-hidden="true"]').first().boundingBox())!.x;
  expect(Math.abs((await left('Pat Photo')) - (await left('Ian Initials')))).toBeLessThan(1);

  // Ian's profile opens; Pat's is private, so Pat's name is text.
  await expect(list.getByRole('link', { name: `Ian Initials ${tag}` })).toBeVisible();
  await expect(list.getByRole('link', { name: `Pat Photo ${tag}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
