import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { createProfile } from '../profiles/create-profile';
import type { Db } from './client';
import { profiles, users } from './schema/index';
import { eq } from 'drizzle-orm';
import { DEFAULT_ADMIN_EMAILS, loadConfig, type Config } from '../config';
import { storageFor } from '../storage/backend';
import { seedVenues } from './seed-venues';
import { seedMeetups } from './seed-meetups';

export const DEMO_PASSWORD = 'civic-demo-2026';

export const DEMO_ACCOUNTS = [
  { role: 'basic', email: 'basic@civicconnect.example', name: 'Amelia Hart', profileRole: 'basic', country: 'United Kingdom' },
  { role: 'professional', email: 'professional@civicconnect.example', name: 'Priya Shah', profileRole: 'professional', country: 'United Kingdom' },
  { role: 'venue', email: 'venue@civicconnect.example', name: 'Tom Okafor', profileRole: 'venue', country: 'Ireland' },
  { role: 'admin', email: DEFAULT_ADMIN_EMAILS.split(',')[0], name: 'Sam Reed', profileRole: 'professional', country: 'United Kingdom' },
] as const;

/** Seeds demo accounts and content into an empty database; returns the accounts, or null. */
export async function seedDemoIfEmpty(db: Db, config: Pick<Config, 'dataDir' | 's3'> = loadConfig()) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      const [user] = await tx.insert(users).values({ email: a.email, passwordHash, userMetadata: { name: a.name }, emailConfirmedAt: new Date() }).returning();
      await createProfile(tx, { id: user.id, email: a.email, name: a.name });
      const active = a.profileRole !== 'basic';
      await tx
        .update(profiles)
        .set({
          role: a.profileRole,
          subscriptionStatus: active ? 'active' : 'basic',
          subscriptionTier: a.profileRole,
          country: a.country,
        })
        .where(eq(profiles.id, user.id));
    }
    await seedVenues(tx, passwordHash, storageFor(config));
    await seedMeetups(tx, passwordHash);
  });
  return DEMO_ACCOUNTS.map((a) => ({ role: a.role, email: a.email, password: DEMO_PASSWORD }));
}
