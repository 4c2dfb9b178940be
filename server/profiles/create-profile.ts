import { memberLocale } from '../../contracts/i18n/locales';
import type { Db, Tx } from '../db/client';
import { profiles } from '../db/schema/index';
import { newMembershipNumber } from './membership-number';


/** The profile every account gets in the sign-up transaction: basic role, all preferences on. */
/** `locale`: the language the account was created in (its emails are in it until the member chooses). */
export async function createProfile(tx: Db | Tx, input: { id: string; email: string; name: string; locale?: string | null }) {
  const [row] = await tx
    .insert(profiles)
    .values({ id: input.id, email: input.email, name: input.name, membershipNumber: newMembershipNumber(), locale: memberLocale(input.locale) })
    .returning();
  return row;
}
