import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config';
import { appleClientSecret } from './apple-secret';

// The configured OpenID Connect providers (OIDC_PROVIDERS), each discovered from its issuer once
// and kept; a failed discovery is tried again on the next sign-in instead of being remembered.
// A provider whose secret the app signs (Apple, decision 0060) is set up again once a day, so
// its week-long secret is always fresh.

export type OidcProvider = OidcProviderConfig & { configuration: () => Promise<client.Configuration> };

const SIGNED_SECRET_RENEW_MS = 24 * 3600 * 1000;

/** Plain http is allowed only for an issuer on this machine (a local provider in tests). */
const isLocalHttp = (issuer: string) => {
  const u = new URL(issuer);
  return u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
};

export function oidcProviders(list: OidcProviderConfig[]): Map<string, OidcProvider> {
  return new Map(
    list.map((p) => {
      let discovered: Promise<client.Configuration> | undefined;
      let madeAt = 0;
      const configuration = () => {
        if (p.appleKey && Date.now() - madeAt > SIGNED_SECRET_RENEW_MS) discovered = undefined;
        discovered ??= (async () => {
          madeAt = Date.now();
          const secret = p.appleKey ? await appleClientSecret(p.appleKey, p.clientId) : (p.clientSecret ?? undefined);
          // Apple takes the secret in the body (client_secret_post), as openid-client sends a string secret by default.
          return client.discovery(new URL(p.issuer), p.clientId, secret, undefined, isLocalHttp(p.issuer) ? { execute: [client.allowInsecureRequests] } : undefined);
        })().catch((err: unknown) => {
          discovered = undefined;
          throw err;
        });
        return discovered;
      };
      return [p.id, { ...p, configuration }];
    }),
  );
}
