import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_S } from '../../contracts/constants';
import type { Db, Tx } from '../db/client';
import { signInCodes } from '../db/schema/index';
import { hashSecret, newSecret } from './tokens';

// "Email me a sign-in code" (issue 28, decision 0057): one 6-digit code and one link per email,
// both stored as hashes, valid 10 minutes, single use. Only the newest code of an address works;
// each wrong guess counts against it and the fifth spends it, so a code cannot be brute-forced
// (and asking for new codes is limited per address and per IP, server/auth/rate-limits.ts).
// Times come from the process clock (not the database's), so a test can move it.

const hashCode = (id: string, code: string) => hashSecret(`${id}:${code}`); // salted by the row: equal codes hash apart

/** A fresh code and link for `email`; its older open codes die. */
export async function issueSignInCode(db: Db | Tx, origin: string, input: { email: string; redirectTo: string; name?: string | null }) {
  const now = new Date();
  await db.update(signInCodes).set({ usedAt: now }).where(and(eq(signInCodes.email, input.email), isNull(signInCodes.usedAt)));
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const token = newSecret();
  await db.insert(signInCodes).values({
    id,
    email: input.email,
    codeHash: hashCode(id, code),
    linkTokenHash: hashSecret(token),
    redirectTo: input.redirectTo,
    name: input.name ?? null,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_S * 1000),
    createdAt: now,
  });
  const query = new URLSearchParams({ type: 'magiclink', token, redirect_to: input.redirectTo });
  return { code, link: `${origin}/auth/v1/verify?${query}` };
}

/**
 * Spends the address's newest open code if `code` is it. A wrong guess counts (the limit spends
 * the code); the count commits even though the answer is a refusal. Null for any refusal.
 */
export async function spendSignInCode(db: Db, email: string, code: string): Promise<{ redirectTo: string | null; name: string | null } | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [open] = await tx
      .select()
      .from(signInCodes)
      .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)))
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for('update');
    if (!open) return null;
    if (hashCode(open.id, code) !== open.codeHash) {
      await tx
        .update(signInCodes)
        .set({ attempts: sql`${signInCodes.attempts} + 1`, usedAt: open.attempts + 1 >= SIGN_IN_CODE_MAX_ATTEMPTS ? now : null })
        .where(eq(signInCodes.id, open.id));
      return null;
    }
    await tx.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, open.id));
    return { redirectTo: open.redirectTo, name: open.name };
  });
}

/** Spends a code through its emailed link: the address it was for, or null when unknown, used or expired. */
export async function spendSignInLink(db: Db | Tx, token: string): Promise<{ email: string; redirectTo: string | null; name: string | null } | null> {
  const now = new Date();
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInCodes.linkTokenHash, hashSecret(token)),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
        lt(signInCodes.attempts, SIGN_IN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ email: signInCodes.email, redirectTo: signInCodes.redirectTo, name: signInCodes.name });
  return row ?? null;
}

/** Codes are keyed by address, not account: an account's deletion takes its address's codes too. */
export async function deleteSignInCodesOf(db: Db | Tx, email: string) {
  await db.delete(signInCodes).where(eq(signInCodes.email, email));
}
