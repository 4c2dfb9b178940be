import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { partnerSlug } from '../../contracts/partners';
import { logoPath, venueImagePath } from '../../contracts/storage';
import type { VenueType } from '../../contracts/venues';
import { createProfile } from '../profiles/create-profile';
import type { StorageBackend } from '../storage/backend';
import { processImage } from '../storage/images';
import { storeImage } from '../storage/variants';
import { currencyAt, FALLBACK_CURRENCY } from '../venues/currency';
import type { Tx } from './client';
import { interiorSvg, logoSvg, PALETTES, type Layout } from './seed-venue-art';
import { partnerProfiles, profiles, users, venueRatings, venues } from './schema/index';


type VenuePlan = {
  name: string;
  type: VenueType;
  address: string;
  lat: number;
  lng: number;
  capacity: number;
  rate: number; // pence per hour
  minHours: number;
  setup: number;
  instant: boolean;
  weekend: boolean;
  amenities: string[];
  layouts: Layout[];
  description: string;
};

type PartnerPlan = {
  owner: { email: string; name: string; country: string } | 'demo';
  partner: { name: string; bio: string; website: string; city: string; country: string; sector: string; published: boolean; max: number };
  palette: number;
  venues: VenuePlan[];
};

// Demo venue partners in six countries. The first belongs to the demo venue account.
const PLANS: PartnerPlan[] = [
  {
    owner: 'demo',
    palette: 0,
    partner: { name: 'Liffey Rooms', bio: 'Three characterful rooms in Dublin’s south-west inner city, run by a small team that has hosted community groups since 2014.', website: 'https://liffeyrooms.example', city: 'Dublin', country: 'Ireland', sector: 'Hospitality', published: true, max: 4 },
    venues: [
      { name: 'The Liberties Loft', type: 'event_space', address: '88 Thomas Street, The Liberties, Dublin 8, Ireland', lat: 53.343, lng: -6.28, capacity: 90, rate: 6500, minHours: 2, setup: 30, instant: false, weekend: true, amenities: ['Wi-Fi', 'Projector', 'Microphone & PA', 'Step-free access', 'Coffee & tea', 'Natural light'], layouts: ['table', 'rows', 'lounge'], description: 'A former malt store with big arched windows and long oak tables. It seats ninety for talks or sixty around tables for workshops.\n\nThe Guinness Storehouse and the Luas red line are a five-minute walk away.' },
      { name: 'Grand Canal Studio', type: 'coworking', address: 'Grand Canal Quay, Dublin 2, Ireland', lat: 53.3398, lng: -6.2372, capacity: 35, rate: 3500, minHours: 1, setup: 15, instant: true, weekend: false, amenities: ['Wi-Fi', 'Large screen', 'Video conferencing', 'Whiteboard', 'Coffee & tea'], layouts: ['lounge', 'table'], description: 'A calm, light-filled studio on the water, ideal for breakfast briefings and small working groups. Book by the hour and walk straight in.' },
      { name: 'Smithfield Lecture Hall', type: 'theatre', address: 'Smithfield Square, Dublin 7, Ireland', lat: 53.3488, lng: -6.2786, capacity: 180, rate: 12000, minHours: 3, setup: 60, instant: false, weekend: true, amenities: ['Projector', 'Microphone & PA', 'Stage', 'Hearing loop', 'Accessible toilets', 'Cloakroom'], layouts: ['stage', 'rows'], description: 'A raked lecture hall with a proper stage, a hearing loop and a 6-metre screen. Good for panels, launches and annual meetings.' },
    ],
  },
  {
    owner: { email: 'lena.fischer@civicconnect.example', name: 'Lena Fischer', country: 'Germany' },
    palette: 5,
    partner: { name: 'Kanal Werkstatt', bio: 'A converted canal-side workshop in Kreuzberg with two spaces for civic, cultural and neighbourhood groups.', website: 'https://kanal-werkstatt.example', city: 'Berlin', country: 'Germany', sector: 'Arts and culture', published: true, max: 3 },
    venues: [
      { name: 'Kanal Werkstatt Saal', type: 'event_space', address: 'Paul-Lincke-Ufer 20, 10999 Berlin, Germany', lat: 52.4946, lng: 13.4256, capacity: 120, rate: 9000, minHours: 3, setup: 45, instant: false, weekend: true, amenities: ['Wi-Fi', 'Projector', 'Bar', 'Microphone & PA', 'Step-free access'], layouts: ['rows', 'lounge'], description: 'High ceilings, brick walls and canal views. The hall takes 120 seated or 200 standing, with a bar that can run for evening events.' },
      { name: 'Hof Atelier', type: 'studio', address: 'Oranienstraße 25, 10999 Berlin, Germany', lat: 52.5018, lng: 13.419, capacity: 25, rate: 2800, minHours: 2, setup: 15, instant: true, weekend: true, amenities: ['Wi-Fi', 'Whiteboard', 'Kitchen', 'Natural light'], layouts: ['table', 'lounge'], description: 'A quiet courtyard studio for workshops and design sprints, with a small kitchen and walls you can pin to.' },
    ],
  },
  {
    owner: { email: 'noah.tremblay@civicconnect.example', name: 'Noah Tremblay', country: 'Canada' },
    palette: 3,
    partner: { name: 'Maple & Main Events', bio: 'Meeting and event spaces across downtown Toronto for non-profits, city teams and community organisers.', website: 'https://maplemain.example', city: 'Toronto', country: 'Canada', sector: 'Events', published: true, max: 3 },
    venues: [
      { name: 'Distillery Commons', type: 'conference_centre', address: '55 Mill Street, Toronto, ON M5A 3C4, Canada', lat: 43.6503, lng: -79.3596, capacity: 250, rate: 15000, minHours: 4, setup: 90, instant: false, weekend: true, amenities: ['Wi-Fi', 'Projector', 'Microphone & PA', 'Catering', 'Breakout rooms', 'Accessible toilets', 'Parking'], layouts: ['stage', 'rows', 'table'], description: 'A Victorian industrial hall in the Distillery District with a main room for 250 and three breakout rooms. In-house catering available.' },
      { name: 'King West Boardroom', type: 'meeting_room', address: '468 King Street West, Toronto, ON M5V 1L8, Canada', lat: 43.6448, lng: -79.3966, capacity: 18, rate: 4000, minHours: 1, setup: 0, instant: true, weekend: false, amenities: ['Wi-Fi', 'Video conferencing', 'Large screen', 'Coffee & tea', 'Air conditioning'], layouts: ['table'], description: 'A polished boardroom for eighteen with hybrid-meeting kit that just works.' },
    ],
  },
  {
    owner: { email: 'ines.costa@civicconnect.example', name: 'Inês Costa', country: 'Portugal' },
    palette: 2,
    partner: { name: 'Casa do Largo', bio: 'A family-run townhouse in Chiado with a rooftop terrace and a reading room for meetups.', website: 'https://casadolargo.example', city: 'Lisbon', country: 'Portugal', sector: 'Hospitality', published: true, max: 2 },
    venues: [
      { name: 'Casa do Largo Terrace', type: 'outdoor', address: 'Largo do Carmo 12, 1200-092 Lisboa, Portugal', lat: 38.7121, lng: -9.1405, capacity: 70, rate: 5500, minHours: 2, setup: 30, instant: false, weekend: true, amenities: ['Outdoor space', 'Bar', 'Coffee & tea', 'Wi-Fi'], layouts: ['lounge', 'table'], description: 'A rooftop terrace over the Largo do Carmo with shade sails and views to the river. Lovely for sunset socials from April to October.' },
      { name: 'Biblioteca Room', type: 'library', address: 'Rua da Rosa 180, 1200-389 Lisboa, Portugal', lat: 38.715, lng: -9.145, capacity: 30, rate: 0, minHours: 1, setup: 0, instant: true, weekend: false, amenities: ['Wi-Fi', 'Whiteboard', 'Natural light'], layouts: ['rows', 'table'], description: 'A book-lined reading room we lend free of charge to community groups on weekday evenings.' },
    ],
  },
  {
    owner: { email: 'kwame.mensah@civicconnect.example', name: 'Kwame Mensah', country: 'United Kingdom' },
    palette: 1,
    partner: { name: 'Fleet Street Rooms', bio: 'Two meeting spaces between the City and the South Bank, popular with journalists, charities and public-sector teams.', website: 'https://fleetstreetrooms.example', city: 'London', country: 'United Kingdom', sector: 'Workspace', published: true, max: 2 },
    venues: [
      { name: 'The Print Room', type: 'meeting_room', address: '12 Fleet Street, London EC4Y 1AA, United Kingdom', lat: 51.5142, lng: -0.1072, capacity: 24, rate: 6000, minHours: 2, setup: 15, instant: false, weekend: false, amenities: ['Wi-Fi', 'Projector', 'Video conferencing', 'Coffee & tea', 'Step-free access'], layouts: ['table', 'lounge'], description: 'An old newspaper composing room turned meeting space, with original type cases on the walls and a table for twenty-four.' },
      { name: 'Southbank Riverside Studio', type: 'studio', address: '1 Upper Ground, London SE1 9PP, United Kingdom', lat: 51.5076, lng: -0.1127, capacity: 60, rate: 8000, minHours: 3, setup: 30, instant: false, weekend: true, amenities: ['Wi-Fi', 'Large screen', 'Microphone & PA', 'Natural light', 'Accessible toilets'], layouts: ['lounge', 'stage'], description: 'A riverside studio with floor-to-ceiling glass, suited to launches, screenings and panel evenings.' },
    ],
  },
  {
    owner: { email: 'ava.nguyen@civicconnect.example', name: 'Ava Nguyen', country: 'Australia' },
    palette: 4,
    partner: { name: 'Harbourfront Hub', bio: 'A workshop space at Barangaroo for civic innovators, start-ups and community groups.', website: 'https://harbourfronthub.example', city: 'Sydney', country: 'Australia', sector: 'Innovation', published: false, max: 1 },
    venues: [
      { name: 'Barangaroo Workshop', type: 'coworking', address: '33 Barangaroo Avenue, Sydney NSW 2000, Australia', lat: -33.8617, lng: 151.2016, capacity: 45, rate: 5000, minHours: 2, setup: 20, instant: true, weekend: false, amenities: ['Wi-Fi', 'Whiteboard', 'Large screen', 'Kitchen', 'Bike storage'], layouts: ['table', 'lounge'], description: 'Movable tables, writable walls and a harbour breeze: made for hack days and co-design sessions.' },
    ],
  },
  {
    // The cities the site's copy and email samples name (Manchester, Leeds, Bristol) have venues.
    owner: { email: 'grace.obi@civicconnect.example', name: 'Grace Obi', country: 'United Kingdom' },
    palette: 6,
    partner: { name: 'Northern Exchange Spaces', bio: 'Community halls and meeting rooms in Leeds, Manchester and Bristol, run as a not-for-profit for civic groups.', website: 'https://northernexchange.example', city: 'Leeds', country: 'United Kingdom', sector: 'Community', published: true, max: 4 },
    venues: [
      { name: 'The Exchange Hall', type: 'event_space', address: '12 Market Street, Leeds LS1 6DT, United Kingdom', lat: 53.7966, lng: -1.5437, capacity: 40, rate: 4500, minHours: 2, setup: 30, instant: false, weekend: true, amenities: ['Wi-Fi', 'Projector', 'Coffee & tea', 'Step-free access', 'Natural light'], layouts: ['table', 'rows'], description: 'A Victorian trading hall in Leeds city centre, a short walk from the station. Breakfast briefings for forty around long tables, or talks in rows.' },
      { name: 'Ancoats Mill Room', type: 'meeting_room', address: '5 Blossom Street, Ancoats, Manchester M4 6AE, United Kingdom', lat: 53.4839, lng: -2.2276, capacity: 28, rate: 3800, minHours: 1, setup: 15, instant: true, weekend: false, amenities: ['Wi-Fi', 'Large screen', 'Whiteboard', 'Video conferencing', 'Coffee & tea'], layouts: ['lounge', 'table'], description: 'A bright room on the top floor of a restored cotton mill, with exposed beams and hybrid-meeting kit. Book by the hour and walk straight in.' },
      { name: 'Harbourside Library', type: 'library', address: '1 Canons Road, Bristol BS1 5UH, United Kingdom', lat: 51.4505, lng: -2.5977, capacity: 60, rate: 0, minHours: 1, setup: 15, instant: false, weekend: true, amenities: ['Wi-Fi', 'Projector', 'Step-free access', 'Hearing loop', 'Accessible toilets'], layouts: ['rows', 'stage'], description: 'A waterside library hall lent free of charge to community groups, with a hearing loop, step-free access and a projector.' },
    ],
  },
];

const COMMENTS = [
  'Bright room, friendly staff and the kit worked first time.',
  'Great for our workshop — plenty of space to split into groups.',
  'Easy to reach by public transport. We will be back.',
  'The hosts went out of their way to help with set-up.',
  null,
  'Good value, though the room got warm by the afternoon.',
];

/**
 * The pictures of one venue: a lead picture that says what kind of place it is (a library's
 * shelves, a terrace at dusk, or every other venue seen from the street), then its rooms.
 */
function scenesFor(v: VenuePlan, order: number): Layout[] {
  const lead: Layout | null = v.type === 'library' ? 'shelves' : v.type === 'outdoor' ? 'terrace' : order % 2 === 0 ? 'facade' : null;
  return lead ? [lead, ...v.layouts] : v.layouts;
}

async function store(storage: StorageBackend, bucket: 'venue-images' | 'partners', path: string, png: Buffer) {
  const image = await processImage(bucket, png);
  const finalPath = path.replace(/\.[a-z]+$/, `.${image.ext}`);
  return storeImage(storage, bucket, finalPath, image);
}

/**
 * Demo venue partners, venues with illustrated photos (drawn locally: no network for real
 * photographs) and ratings from the demo members. Runs inside the seed transaction.
 */
export async function seedVenues(tx: Tx, passwordHash: string, storage: StorageBackend) {
  const [demoOwner] = await tx.select().from(profiles).where(eq(profiles.email, 'venue@civicconnect.example'));
  const raters = await tx.select({ id: profiles.id, email: profiles.email }).from(profiles);
  const raterIds = ['professional@civicconnect.example', 'admin@civicconnect.example', 'basic@civicconnect.example']
    .map((e) => raters.find((r) => r.email === e)?.id)
    .filter((x): x is string => Boolean(x));
  const started = Date.now();
  let order = 0;
  let ratingIndex = 0;
  for (const plan of PLANS) {
    let ownerId: string;
    let ownerName: string;
    if (plan.owner === 'demo') {
      if (!demoOwner) continue;
      ({ id: ownerId, name: ownerName } = demoOwner);
    } else {
      const o = plan.owner;
      const [user] = await tx.insert(users).values({ email: o.email, passwordHash, userMetadata: { name: o.name }, emailConfirmedAt: new Date() }).onConflictDoNothing().returning();
      if (!user) continue;
      await createProfile(tx, { id: user.id, email: o.email, name: o.name });
      await tx.update(profiles).set({ role: 'venue', subscriptionStatus: 'active', subscriptionTier: 'venue', country: o.country }).where(eq(profiles.id, user.id));
      ownerId = user.id;
      ownerName = o.name;
    }
    const palette = PALETTES[plan.palette % PALETTES.length];
    const logoPng = await sharp(Buffer.from(logoSvg(plan.partner.name, palette))).png().toBuffer();
    const logoUrl = await store(storage, 'partners', logoPath(ownerId, 'png', started + order), logoPng);
    const p = plan.partner;
    await tx.insert(partnerProfiles).values({
      slug: partnerSlug(p.name),
      displayName: p.name,
      logoUrl,
      shortBio: p.bio,
      websiteUrl: p.website,
      locationCity: p.city,
      locationCountry: p.country,
      sector: p.sector,
      isVenuePartner: true,
      isPublic: p.published,
      createdBy: ownerId,
      maxVenuesAllowed: p.max,
    });
    for (const v of plan.venues) {
      order += 1;
      const images: string[] = [];
      for (const [i, layout] of scenesFor(v, order).entries()) {
        const jpeg = await sharp(Buffer.from(interiorSvg(`${v.name}-${i}`, PALETTES[(plan.palette + order + i) % PALETTES.length], layout))).jpeg({ quality: 88 }).toBuffer();
        images.push(await store(storage, 'venue-images', venueImagePath(ownerId, 'jpg', started + order * 10 + i), jpeg));
      }
      const [row] = await tx
        .insert(venues)
        .values({
          name: v.name,
          description: v.description,
          address: v.address,
          latitude: v.lat,
          longitude: v.lng,
          capacity: v.capacity,
          venueType: v.type,
          minBookingHours: v.minHours,
          setupTime: v.setup,
          instantBooking: v.instant,
          weekendAvailable: v.weekend,
          amenities: v.amenities,
          images,
          coverImageIndex: 0,
          coverImageUrl: images[0] ?? null,
          ownerId,
          ownerName,
          // No public contact address: an owner's login address is never shown (issue 9).
          contactEmail: null,
          defaultBookingRate: v.rate,
          // In the venue's own currency (decision 0065): euros in Dublin, Berlin and Lisbon, dollars in Toronto.
          currency: (await currencyAt(v.lat, v.lng)) ?? FALLBACK_CURRENCY,
          // Newest first in lists: the first plan is the most recent.
          createdAt: new Date(started - order * 3_600_000),
        })
        .returning();
      for (const [k, userId] of raterIds.entries()) {
        if ((order + k) % 4 === 0) continue; // not everyone rates everything
        const score = 3 + ((order * 7 + k * 3) % 3);
        await tx.insert(venueRatings).values({ venueId: row.id, userId, score, comment: COMMENTS[ratingIndex++ % COMMENTS.length] });
      }
    }
  }
}
