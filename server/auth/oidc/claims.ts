import type { ProviderClaims } from './identities';

// What the app keeps of a provider's answer (issue 28, decision 0060).

/** Apple sends `email_verified` as the string "true"; other providers as a boolean. */
export function claimsFrom(c: { sub: string; email?: unknown; email_verified?: unknown; name?: unknown }): ProviderClaims {
  return {
    sub: c.sub,
    email: typeof c.email === 'string' ? c.email : undefined,
    emailVerified: c.email_verified === true || c.email_verified === 'true',
    name: typeof c.name === 'string' && c.name.trim() ? c.name.trim() : undefined,
  };
}

/**
 * Apple's `user` form field, sent with the first authorization only:
 * `{"name":{"firstName":"Ada","lastName":"Lovelace"},"email":"…"}`. Unsigned, so only the name
 * is taken from it (the email comes from the verified ID token).
 */
export function appleUserName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const name = (JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const full = [name?.firstName, name?.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim()).join(' ');
    return full ? full.slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}
