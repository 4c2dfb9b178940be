import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD_MESSAGE, newPasswordField } from '../../contracts/auth';
import { ApiError } from '../errors';
import { isCommonPassword } from './common-passwords';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// An account without a password (made by a sign-in code or a provider, decision 0051) matches none.
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to verify against when the email is unknown, so both paths take the same time.
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hash('not-a-real-password'));

/** GoTrue's weak_password answer; auth-js turns it into AuthWeakPasswordError with the reasons. */
const weakPassword = (message: string, reason: 'length' | 'pwned') =>
  new ApiError(422, 'weak_password', message, { weak_password: { reasons: [reason] }, field: 'password' });

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Context-specific words (ASVS 6.2.11): the product's name anywhere in the password, or the
 * password being the member's own address, its local part or their name (ignoring case,
 * spaces and punctuation).
 */
export function isContextPassword(password: string, context: { appName: string; email?: string; name?: string }): boolean {
  const p = squash(password);
  const app = squash(context.appName);
  if (app.length >= 4 && p.includes(app)) return true;
  const own = [context.email, context.email?.split('@')[0], context.name].filter((w): w is string => !!w).map(squash);
  return own.some((w) => w.length >= 4 && p === w);
}

/** Every password that is set (sign-up, change, reset) passes here: 8 to 200 characters, not common. */
export function parseNewPassword(raw: unknown, context: { appName: string; email?: string; name?: string }): string {
  const parsed = newPasswordField.safeParse(raw);
  if (!parsed.success) throw weakPassword(parsed.error.issues[0].message, 'length');
  if (isCommonPassword(parsed.data) || isContextPassword(parsed.data, context)) throw weakPassword(COMMON_PASSWORD_MESSAGE, 'pwned');
  return parsed.data;
}
