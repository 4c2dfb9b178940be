import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { suggestionDismissals, users } from '../db/schema/index';
import { badRequest, notFound } from '../errors';
import { blockedEitherWay } from '../safety/blocks';

/**
 * "Dismiss" on a suggestion: that member is not suggested again (it sticks; dismissing twice is
 * the same as once). A member blocked either way answers like one who does not exist, so the
 * answer never tells whether someone blocked you.
 */
export async function dismissSuggestion(db: Db, me: string, memberId: string): Promise<void> {
  if (memberId === me) throw badRequest('bad_request', 'api.people.notSelf');
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!target || (await blockedEitherWay(db, me, memberId))) throw notFound('api.members.notFound');
  await db.insert(suggestionDismissals).values({ userId: me, dismissedId: memberId }).onConflictDoNothing();
}
