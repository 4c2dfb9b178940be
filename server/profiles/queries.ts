import { eq } from 'drizzle-orm';
import type { ProfileDto } from '../../contracts/profile';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';
import { notFound } from '../errors';
import { presentProfile, type ProfileRow } from './presenter';

/** The signed-in member's own profile row, or 404. */
export async function loadOwnProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw notFound('api.profiles.notFound');
  return row;
}

/** GET /api/profile's shape; role, status and tier are held to their values by CHECKs. */
export const profileDto = (row: ProfileRow, isAdmin: boolean) => presentProfile(row, { isAdmin }) as ProfileDto;
