import type { users } from '../db/schema/index';
import type { GoTrueUser } from './responses';

export type UserRow = typeof users.$inferSelect;

/** The GoTrue user shape that @supabase/auth-js expects; never the password hash. */
export function presentUser(u: UserRow): GoTrueUser {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.emailConfirmedAt),
    confirmed_at: iso(u.emailConfirmedAt),
    phone: '',
    last_sign_in_at: iso(u.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'], has_password: u.passwordHash !== null },
    user_metadata: u.userMetadata as Record<string, unknown>,
    identities: [],
    is_anonymous: false,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

/**
 * The answer to sign-up: GoTrue's user without a session (confirmation pending). A taken
 * address gets the same shape around a random id, so the answer tells nothing (issue 9).
 */
export function presentSignedUpUser(u: UserRow, confirmationSentAt: Date) {
  return { ...presentUser(u), email_confirmed_at: null, confirmed_at: null, last_sign_in_at: null, confirmation_sent_at: confirmationSentAt.toISOString() };
}
