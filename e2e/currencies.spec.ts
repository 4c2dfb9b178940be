// Issue 29, decision 0065: a venue quotes in its own currency (EUR in Dublin, JPY in Tokyo) on
// its page and when a meetup is booked there; a meetup's card names its language when it is not
// the reader's, the list filters by language, and a viewer in another zone sees their own time.
import { expect, gotoApp, signInWithApi, test } from './fixtures';
import { sql, userIdOf } from './db-fixtures';

// A viewer in Tokyo: Dublin's evening is their night, so the card adds their time.
test.use({ timezoneId: 'Asia/Tokyo' });

const tag = Date.now().toString(36);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A venue row as the app makes one (a picture, a place), created long ago so "newest" lists keep theirs first. */
async function venue(name: string, currency: string, rate: number, where: { address: string; lat: number; lng: number }) {
  const ownerId = await userIdOf('admin@civicconnect.example');
  const [row] = await sql<{ id: string }>(
    `insert into venues (name, description, address, latitude, longitude, capacity, venue_type, min_booking_hours, owner_id, owner_name, default_booking_rate, currency, weekend_available,
                         images, cover_image_url, created_at)
     select $1, 'A bright room for talks and workshops.', $2, $3, $4, 80, 'event_space', 1, $5, 'Owner', $6, $7, true,
            array[coalesce(v.cover_image_url, v.images[1])], coalesce(v.cover_image_url, v.images[1]), now() - interval '800 days'
     from venues v where v.name = 'Smithfield Lecture Hall' returning id`,
    [name, where.address, where.lat, where.lng, ownerId, rate, currency],
  );
  return row.id;
}

test('a euro venue and a yen venue show their own amounts on the venue page and in booking', async ({ page }) => {
  test.setTimeout(90_000);
  const euro = await venue(`Merrion Euro Rooms ${tag}`, 'EUR', 4550, { address: 'Merrion Square, Dublin 2, Ireland', lat: 53.3398, lng: -6.2493 });
  const yen = await venue(`Marunouchi Yen Hall ${tag}`, 'JPY', 5000, { address: '1-9-1 Marunouchi, Chiyoda, Tokyo, Japan', lat: 35.6812, lng: 139.7671 });

  await signInWithApi(page, 'professional', `/venues/${euro}`);
  await expect(page.getByRole('heading', { level: 1, name: `Merrion Euro Rooms ${tag}` })).toBeVisible();
  await expect(page.getByTestId('venue-rate')).toHaveText('€45.50 / hour');

  await gotoApp(page, `/venues/${yen}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marunouchi Yen Hall ${tag}` })).toBeVisible();
  await expect(page.getByTestId('venue-rate')).toHaveText('JP¥5,000 / hour');

  // Booking: the cost up front is in the venue's currency (2 hours by default).
  await gotoApp(page, `/create-meetup?venueId=${euro}`);
  await expect(page.getByTestId('venue-cost')).toContainText('€91 (€45.50 an hour × 2 hours)');
  await gotoApp(page, `/create-meetup?venueId=${yen}`);
  await expect(page.getByTestId('venue-cost')).toContainText('JP¥10,000 (JP¥5,000 an hour × 2 hours)');
  await expect(page.getByTestId('venue-cost')).not.toContainText('£');
});

test('a French meetup in Dublin: filtered by language, named on its card, with the viewer’s own time', async ({ page }) => {
  const organiser = await userIdOf('professional@civicconnect.example');
  const title = `Café des données ${tag}`;
  await sql(
    `insert into meetups (title, description, date, time, duration, organizer_id, organizer_name, booking_status, approved_at, language,
                          venue_name, venue_address, venue_place, latitude, longitude, cover_image_url)
     select $1, 'Données ouvertes et croissants.', $2::date, '18:30', 90, $3, p.name, 'approved', now(), 'French',
            'Merrion Square', 'Merrion Square, Dublin 2, Ireland', 'Dublin, Ireland', 53.3398, -6.2493,
            (select coalesce(v.cover_image_url, v.images[1]) from venues v where v.name = 'Smithfield Lecture Hall')
     from profiles p where p.id = $3`,
    [title, day(26), organiser],
  );
  await signInWithApi(page, 'professional', '/meetups?language=French');
  // The page's own filter, not the footer's language menu.
  await expect(page.getByRole('main').getByLabel('Language')).toHaveValue('French');
  const card = page.getByTestId('meetup-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('meetup-language')).toHaveText('In French');
  // 18:30 in Dublin is 03:30 the next morning in Tokyo.
  await expect(card.getByTestId('your-time')).toContainText(/03:30–05:00 GMT\+9 your time/);
  // Every card of the filtered list is a French one.
  const languages = await page.getByTestId('meetup-card').getByTestId('meetup-language').allTextContents();
  expect(languages.map((l) => l.trim()).every((l) => l === 'In French')).toBe(true);
  expect(await page.getByTestId('meetup-card').count()).toBe(languages.length);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('your-time')).toContainText(/03:30–05:00 GMT\+9 your time/);
});
