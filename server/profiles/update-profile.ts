import { eq, sql } from 'drizzle-orm';
import type { ProfilePatch } from '../../contracts/preferences';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema/index';
import { publishChange } from '../realtime/publish';

/**
 * Updates the user's own name and preference switches (docs/product.md §6). Preference objects are merged
 * key by key in SQL, so two tabs saving different switches do not undo each other.
 */
export async function updateOwnProfile(db: Db, userId: string, patch: ProfilePatch, present: (row: typeof profiles.$inferSelect) => Record<string, unknown>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.show_profile !== undefined ? { showProfile: patch.show_profile } : {}),
        ...(patch.message_requests_from !== undefined ? { messageRequestsFrom: patch.message_requests_from } : {}),
        ...(patch.show_connections !== undefined ? { showConnections: patch.show_connections } : {}),
        ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
        ...(patch.email_preferences ? { emailPreferences: sql`${profiles.emailPreferences} || ${JSON.stringify(patch.email_preferences)}::jsonb` } : {}),
        ...(patch.push_preferences ? { pushPreferences: sql`${profiles.pushPreferences} || ${JSON.stringify(patch.push_preferences)}::jsonb` } : {}),
        ...(patch.notification_preferences
          ? { notificationPreferences: sql`${profiles.notificationPreferences} || ${JSON.stringify(patch.notification_preferences)}::jsonb` }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) return null;
    // Keep the auth user's metadata name (what auth-js shows) in step with the profile.
    if (patch.name !== undefined) {
      await tx
        .update(users)
        .set({ userMetadata: sql`${users.userMetadata} || ${JSON.stringify({ name: patch.name })}::jsonb` })
        .where(eq(users.id, userId));
    }
    // Own profile row updates stream to the owner only (docs/product.md §10 Realtime).
    await publishChange(tx, { table: 'profiles', type: 'UPDATE', id: row.id, audience: { userIds: [row.id] }, record: present(row) });
    return row;
  });
}
