import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config';

// The configured OpenID Connect providers (OIDC_PROVIDERS), each discovered from its issuer once
// and kept; a failed discovery is tried again on the next sign-in instead of being remembered.

export type OidcProvider = OidcProviderConfig & { configuration: () => Promise<client.Configuration> };

/** Plain http is allowed only for an issuer on this machine (a local provider in tests). */
const isLocalHttp = (issuer: string) => {
  const u = new URL(issuer);
  return u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
};

export function oidcProviders(list: OidcProviderConfig[]): Map<string, OidcProvider> {
  return new Map(
    list.map((p) => {
      let discovered: Promise<client.Configuration> | undefined;
      const configuration = () => {
        discovered ??= client
          .discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, isLocalHttp(p.issuer) ? { execute: [client.allowInsecureRequests] } : undefined)
          .catch((err: unknown) => {
            discovered = undefined;
            throw err;
          });
        return discovered;
      };
      return [p.id, { ...p, configuration }];
    }),
  );
}
