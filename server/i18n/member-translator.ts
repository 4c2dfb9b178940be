import { eq } from 'drizzle-orm';
import type { Translate } from '../../contracts/i18n/messages';
import type { Db, Tx } from '../db/client';
import { profiles } from '../db/schema/index';
import { translator } from './translate';

/**
 * The translator of a member's own language (profiles.locale; en-GB when not known): an in-app
 * notification is written once, for its recipient, in the language they read (issue 29), as
 * their emails are.
 */
export async function memberTranslator(db: Db | Tx, userId: string): Promise<Translate> {
  const [row] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  return translator(row?.locale ?? null);
}
