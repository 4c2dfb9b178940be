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
import { drawDemoPassword, writeDemoAccounts, type DemoAccount } from './demo-accounts';

export const DEMO_ACCOUNTS = [
  { role: 'basic', email: 'basic@civicconnect.example', name: 'Amelia Hart', profileRole: 'basic', country: 'United Kingdom' },
  { role: 'professional', email: 'professional@civicconnect.example', name: 'Priya Shah', profileRole: 'professional', country: 'United Kingdom' },
  { role: 'venue', email: 'venue@civicconnect.example', name: 'Tom Okafor', profileRole: 'venue', country: 'Ireland' },
  { role: 'admin', email: DEFAULT_ADMIN_EMAILS.split(',')[0], name: 'Sam Reed', profileRole: 'professional', country: 'United Kingdom' },
] as const;

/**
 * Seeds demo accounts and content into an empty database. Every install draws its own
 * passwords: one per main account, one shared by the other demo members; all are written to
 * {dataDir}/demo-accounts.txt. Returns the accounts and that file, or null when not empty.
 */
export async function seedDemoIfEmpty(
  db: Db,
  config: Pick<Config, 'dataDir' | 's3'> = loadConfig(),
): Promise<{ accounts: DemoAccount[]; file: string } | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const membersPassword = drawDemoPassword();
  const passwordHash = await hashPassword(membersPassword);
  const main = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => {
      const password = drawDemoPassword();
      return { role: a.role, email: a.email, password, hash: await hashPassword(password) };
    }),
  );
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
    // Each main account then gets a password of its own (an admin must not share one).
    for (const a of main) await tx.update(users).set({ passwordHash: a.hash }).where(eq(users.email, a.email));
    await seedVenues(tx, passwordHash, storageFor(config));
    await seedMeetups(tx, passwordHash);
  });
  const mainEmails = new Set<string>(main.map((a) => a.email));
  const members = (await db.select({ email: users.email }).from(users)).filter((u) => !mainEmails.has(u.email));
  const accounts: DemoAccount[] = [
    ...main.map(({ role, email, password }) => ({ role, email, password })),
    ...members.map((m) => ({ role: 'member', email: m.email, password: membersPassword })),
  ];
  return { accounts, file: await writeDemoAccounts(config.dataDir, accounts) };
}
