import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profiles, users } from '../../server/db/schema/index';
import { bearer, confirmEmail, signUp, uniqueEmail } from './auth';
import { setRole } from './roles';
import { createTestApp, type TestApp } from './test-app';

export type Person = { id: string; email: string; headers: { authorization: string } | Record<string, never> };
export type Kind = 'anonymous' | 'basic' | 'professional' | 'owner' | 'otherVenue' | 'admin' | 'suspended';

let adminUsed = 0;
const ADMIN_EMAILS = ['admin@civicconnect.example', 'support@civicconnect.example', 'ops@civicconnect.example'];

/** A signed-up member with a role (and optionally the admin flag, a suspension, or an address left unconfirmed). */
export async function person(t: TestApp, role: 'basic' | 'professional' | 'venue', opts: { admin?: boolean; suspended?: boolean; confirmed?: boolean; name?: string } = {}): Promise<Person> {
  const email = opts.admin ? ADMIN_EMAILS[adminUsed++ % 3] : uniqueEmail(role);
  const { session } = await signUp(t.app, { email, name: opts.name ?? `Test ${role}`, confirmed: opts.confirmed });
  await setRole(t.db, session.user.id, role);
  if (opts.admin) await confirmEmail(t.db, session.user.id);
  if (opts.suspended) await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, session.user.id));
  return { id: session.user.id, email, headers: bearer(session.access_token) };
}

export const anonymous: Person = { id: '00000000-0000-4000-8000-000000000000', email: '', headers: {} };

/** One of each actor kind of the policy table. */
export async function cast(t: TestApp) {
  const owner = await person(t, 'venue', { name: 'Olive Owner' });
  return {
    anonymous,
    basic: await person(t, 'basic'),
    professional: await person(t, 'professional', { name: 'Pat Professional' }),
    owner,
    otherVenue: await person(t, 'venue'),
    admin: await person(t, 'professional', { admin: true }),
    suspended: await person(t, 'venue', { suspended: true }),
  } satisfies Record<Kind, Person>;
}

export async function setProfileName(t: TestApp, id: string, name: string) {
  await t.db.update(profiles).set({ name }).where(eq(profiles.id, id));
}

/** A real image of the given type, optionally carrying EXIF metadata. */
export async function makeImage(type: 'png' | 'jpeg' | 'webp' | 'gif', opts: { width?: number; height?: number; exif?: boolean } = {}) {
  const img = sharp({ create: { width: opts.width ?? 64, height: opts.height ?? 48, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  const withMeta = opts.exif ? img.withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 51.5,-0.1' } }) : img;
  return type === 'png' ? withMeta.png().toBuffer() : type === 'jpeg' ? withMeta.jpeg().toBuffer() : type === 'webp' ? withMeta.webp().toBuffer() : withMeta.gif().toBuffer();
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipart(file: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----cc${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, who: Person, bucket: string, path: string, file: Buffer, filename = path.split('/').pop()!, extra: Record<string, string> = {}) {
  const body = multipart(file, filename);
  return t.app.inject({ method: 'POST', url: `/storage/v1/object/${bucket}/${path}`, payload: body.payload, headers: { ...body.headers, ...who.headers, ...extra } });
}

/** Uploads a venue image for `who` and returns its public URL. */
export async function venueImage(t: TestApp, who: Person, name = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`) {
  const res = await upload(t, who, 'venue-images', `${who.id}/${name}.png`, await makeImage('png'));
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().publicUrl as string;
}

export const venueBody = (over: Record<string, unknown> = {}) => ({
  name: 'The Old Print Works',
  description: 'A bright former print hall with long tables.',
  address: '12 Fleet Street, London EC4Y 1AA',
  capacity: 60,
  venue_type: 'event_space',
  min_booking_hours: 2,
  setup_time: 30,
  instant_booking: true,
  weekend_available: false,
  amenities: ['Wi-Fi', 'Projector'],
  default_booking_rate: 4550,
  ...over,
});

export async function createVenue(t: TestApp, who: Person, over: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/venues', headers: who.headers, payload: venueBody(over) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().venue as { id: string; images: string[]; cover_image_url: string | null; latitude: number | null; longitude: number | null };
}

/** A test file's own app with a venue owner and another member (a second owner, or a Professional Partner). */
export async function appWithOwnerAndOther(otherRole: 'venue' | 'professional'): Promise<{ t: TestApp; owner: Person; other: Person }> {
  const t = await createTestApp();
  return { t, owner: await person(t, 'venue'), other: await person(t, otherRole) };
}
