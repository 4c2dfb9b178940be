// Issue 17: a worldwide list says where each meetup is, and shows a picture.
import { expect, signInWithApi, test } from './fixtures';

test('every meetup card names its town and country, its organiser, and shows a picture', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  const cards = page.getByTestId('meetup-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card.getByTestId('meetup-place'), `card ${i}`).toHaveText(/^[A-Z][\w .'-]+, (United Kingdom|Ireland|Germany|Portugal|Canada|Australia)$/);
    await expect(card).toContainText(/By \S+/);
    // Issue 27: the venue's name is not cut to a few letters to make room for the place.
    const venue = card.getByTestId('meetup-place').locator('xpath=preceding-sibling::span');
    expect(await venue.evaluate((el) => el.scrollWidth <= el.clientWidth), `card ${i} venue name whole`).toBe(true);
    // The seeded venues have pictures: each card shows one that loaded (not the placeholder).
    const img = card.locator('img');
    await card.scrollIntoViewIfNeeded(); // pictures load lazily, as they come into view
    await expect(img).toHaveCount(1);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `card ${i} picture` }).toBe(true);
  }
});
