import { importPKCS8, SignJWT } from 'jose';

// Apple's client secret is not a fixed string but a JWT the app signs with its team's private
// key (ES256): iss = team id, sub = client id (the Services ID), aud = https://appleid.apple.com,
// at most six months long (Apple's rule). Decision 0060: made here, a week long, renewed daily.

export const APPLE_AUDIENCE = 'https://appleid.apple.com';
export const APPLE_SECRET_TTL_S = 7 * 24 * 3600;

export async function appleClientSecret(key: { teamId: string; keyId: string; privateKey: string }, clientId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + APPLE_SECRET_TTL_S)
    .sign(await importPKCS8(key.privateKey.replaceAll('\\n', '\n'), 'ES256'));
}
