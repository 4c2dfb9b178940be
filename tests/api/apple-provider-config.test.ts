import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { APPLE_AUDIENCE, APPLE_SECRET_TTL_S, appleClientSecret } from '../../server/auth/oidc/apple-secret';
import { loadConfig } from '../../server/config';

// Decision 0060: configuring Apple — form_post and its scopes by default, and the client secret
// the app signs itself from the team's key (Apple's ES256 JWT), checked with the public key.

const apple = (over: object) => JSON.stringify([{ id: 'apple', name: 'Apple', issuer: 'https://appleid.apple.com', client_id: 'com.example.web', response_mode: 'form_post', ...over }]);

describe('an Apple provider', () => {
  it('takes either a client secret or the team key, never both or neither, with Apple’s scopes by default', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const [p] = loadConfig({ OIDC_PROVIDERS: apple({ apple_key: { team_id: 'TEAM123456', key_id: 'KEY1234567', private_key: pem } }) }).oidcProviders;
    expect(p).toMatchObject({ responseMode: 'form_post', scope: 'openid email name', clientSecret: null, appleKey: { teamId: 'TEAM123456', keyId: 'KEY1234567' } });
    expect(loadConfig({ OIDC_PROVIDERS: apple({ client_secret: 'a-secret-jwt' }) }).oidcProviders[0]).toMatchObject({ clientSecret: 'a-secret-jwt', appleKey: null });
    expect(() => loadConfig({ OIDC_PROVIDERS: apple({}) })).toThrow(/client_secret or apple_key/);
    expect(() => loadConfig({ OIDC_PROVIDERS: apple({ client_secret: 'x', apple_key: { team_id: 'T', key_id: 'K', private_key: pem } }) })).toThrow(/client_secret or apple_key/);
    expect(() => loadConfig({ OIDC_PROVIDERS: apple({ apple_key: { team_id: 'T', key_id: 'K', private_key: 'not a key' } }) })).toThrow(/PEM/);
  });

  it('signs the client secret as Apple asks: ES256 with the key id, team as issuer, the Services ID as subject, a week long', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    // The key as it usually arrives in an environment variable: on one line with literal \n.
    const oneLine = (await exportPKCS8(privateKey)).replaceAll('\n', '\\n');
    const now = new Date();
    const secret = await appleClientSecret({ teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: oneLine }, 'com.example.web', now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, await importSPKI(await exportSPKI(publicKey), 'ES256'), { issuer: 'TEAM123456', subject: 'com.example.web', audience: APPLE_AUDIENCE, currentDate: now });
    expect(payload.exp! - payload.iat!).toBe(APPLE_SECRET_TTL_S);
    expect(APPLE_SECRET_TTL_S).toBeLessThanOrEqual(180 * 24 * 3600); // Apple refuses secrets longer than six months
    // Another key does not verify it.
    const other = await generateKeyPair('ES256');
    await expect(jwtVerify(secret, other.publicKey)).rejects.toThrow();
  });
});
