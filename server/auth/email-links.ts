import { and, eq, gt, isNull } from 'drizzle-orm';
import { CONFIRMATION_LINK_TTL_S, RESET_LINK_TTL_S } from '../../contracts/constants';
import type { Db, Tx } from '../db/client';
import { passwordResetTokens } from '../db/schema/index';
import { hashSecret, newSecret } from './tokens';

export type LinkType = 'recovery' | 'signup';

const TTL_S: Record<LinkType, number> = { recovery: RESET_LINK_TTL_S, signup: CONFIRMATION_LINK_TTL_S };

/** Spends every unused link of this type for the user: only the newest one ever works. */
async function spendAll(db: Db | Tx, userId: string, type: LinkType) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.type, type), isNull(passwordResetTokens.usedAt)));
}

/**
 * A single-use emailed link `{origin}/auth/v1/verify?type=…&token=…&redirect_to=…`. Issuing it
 * spends the user's older links of the same type (issue 9: an older reset link kept working).
 * Only the token's hash is stored.
 */
export async function issueEmailLink(db: Db | Tx, origin: string, input: { userId: string; type: LinkType; redirectTo: string }): Promise<string> {
  await spendAll(db, input.userId, input.type);
  const token = newSecret();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashSecret(token),
    type: input.type,
    userId: input.userId,
    redirectTo: input.redirectTo,
    expiresAt: new Date(Date.now() + TTL_S[input.type] * 1000),
  });
  const query = new URLSearchParams({ type: input.type, token, redirect_to: input.redirectTo });
  return `${origin}/auth/v1/verify?${query}`;
}

/** Uses a link once: null when unknown, of another type, used or expired. Any other open link of the type dies with it. */
export async function consumeEmailLink(tx: Tx, type: LinkType, token: string): Promise<{ userId: string; redirectTo: string } | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecret(token)),
        eq(passwordResetTokens.type, type),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return null;
  await spendAll(tx, row.userId, type);
  return { userId: row.userId, redirectTo: row.redirectTo };
}
