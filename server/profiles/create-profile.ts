import type { Db, Tx } from '../db/client';
import { profiles } from '../db/schema/index';
import { newMembershipNumber } from './membership-number';


/** The profile every account gets in the sign-up transaction: basic role, all preferences on. */
export async function createProfile(tx: Db | Tx, input: { id: string; email: string; name: string }) {
  const [row] = await tx
    .insert(profiles)
    .values({ id: input.id, email: input.email, name: input.name, membershipNumber: newMembershipNumber() })
    .returning();
  return row;
}
