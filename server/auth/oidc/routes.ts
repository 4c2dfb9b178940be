import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { authKeys } from '../../db/schema/index';
import { ApiError } from '../../errors';
import { noContent } from '../../http/responses';
import { publicOrigin, safeRedirect } from '../../origin';
import { requireActor } from '../../plugins/actor';
import { userAgent, type AuthContext } from '../auth-context';
import { sessionFragment } from '../responses';
import { forgetSessionChecks } from '../session-cache';
import { CALLBACK_PATH, clearFlowCookie, flowKey, readFlowCookie, setFlowCookie } from './flow-cookie';
import { signInWithProvider, signInMethods, unlinkIdentity } from './identities';
import { oidcProviders } from './providers';
import { authorizeRedirect, callbackRedirect, signInMethodsResponse } from './responses';

const SCOPE = 'openid email profile';

/**
 * "Continue with Google / Apple / any OpenID Connect provider" (issue 28, decision 0057), in
 * GoTrue's shape: GET /authorize?provider=… sends the browser to the provider (authorization
 * code flow with PKCE, state and nonce, through openid-client); GET /callback comes back, and
 * redirects into the app with the session in the URL fragment, like an emailed link.
 */
export async function oidcRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { config, db, limits } = ctx;
  const providers = oidcProviders(config.oidcProviders);
  const origin = publicOrigin(config);
  const secure = origin.startsWith('https:');
  // Built only from the configured public origin, never from the request (issue 9).
  const redirectUri = `${origin}${CALLBACK_PATH}`;
  const [keyRow] = await db.select().from(authKeys).limit(1);
  const key = flowKey(String((keyRow.privateJwk as { d: string }).d));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/authorize',
    {
      schema: {
        querystring: z.object({ provider: z.string().max(40), redirect_to: z.string().max(2000).optional() }),
        response: { 302: authorizeRedirect },
        security: [],
      },
      onRequest: limits.perIp,
    },
    async (req, reply) => {
      const provider = providers.get(req.query.provider);
      if (!provider) throw new ApiError(400, 'provider_unavailable', 'This sign-in provider is not available.');
      let configuration;
      try {
        configuration = await provider.configuration();
      } catch (err) {
        req.log.error({ event: 'auth.provider_unreachable', provider: provider.id, err: err instanceof Error ? err.message : String(err) }, 'provider discovery failed');
        throw new ApiError(503, 'provider_unavailable', `${provider.name} cannot be reached right now. Please try again later, or use another way to sign in.`);
      }
      const verifier = client.randomPKCECodeVerifier();
      const flow = { provider: provider.id, state: client.randomState(), nonce: client.randomNonce(), verifier, redirectTo: safeRedirect(req.query.redirect_to, origin, '/') };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      await setFlowCookie(reply, key, flow, secure);
      return reply.redirect(url.href, 302);
    },
  );

  r.get(
    CALLBACK_PATH.replace('/auth/v1', ''),
    { schema: { querystring: z.looseObject({ state: z.string().max(500).optional() }), response: { 303: callbackRedirect }, security: [] }, onRequest: limits.perIp },
    async (req, reply) => {
      const flow = await readFlowCookie(req, key);
      clearFlowCookie(reply, secure);
      const provider = flow && providers.get(flow.provider);
      const name = provider?.name ?? 'the provider';
      const fail = (code: string, description: string) => {
        req.log.info({ event: 'auth.provider_refused', provider: flow?.provider ?? null, code }, 'provider sign-in refused');
        const error = new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description });
        return reply.redirect(`${origin}/login#${error}`, 303);
      };
      if (!flow || !provider) return fail('provider_sign_in_failed', 'The sign-in took too long or was started in another browser. Please try again.');
      let claims: { sub: string; email?: unknown; email_verified?: unknown; name?: unknown } | undefined;
      try {
        // openid-client checks the state, exchanges the code with the PKCE verifier (the provider
        // refuses a code issued for another verifier) and checks the ID token and its nonce.
        const currentUrl = new URL(`${redirectUri}?${new URLSearchParams(req.query as Record<string, string>)}`);
        const configuration = await provider.configuration();
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Some providers put the email in the ID token (Google, Apple), others only in UserInfo.
        if (claims && claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
          claims = { ...claims, email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name };
        }
      } catch (err) {
        req.log.info({ event: 'auth.provider_exchange_failed', provider: provider.id, err: err instanceof Error ? err.message : String(err) }, 'provider sign-in could not be completed');
        return fail('provider_sign_in_failed', `The sign-in with ${name} could not be completed. Please try again.`);
      }
      if (!claims?.sub) return fail('provider_sign_in_failed', `The sign-in with ${name} could not be completed. Please try again.`);
      const done = await signInWithProvider(
        ctx,
        provider.id,
        { sub: claims.sub, email: typeof claims.email === 'string' ? claims.email : undefined, emailVerified: claims.email_verified === true, name: typeof claims.name === 'string' ? claims.name : undefined },
        userAgent(req),
      );
      if ('refused' in done) {
        return done.refused === 'suspended'
          ? fail('user_suspended', 'Your account is suspended. Contact support if you think this is a mistake.')
          : fail(
              'identity_not_linkable',
              `${name} has not verified your email address, so we cannot sign you in with it or link it to an account. Verify the address with ${name}, or sign in with your password or an emailed code.`,
            );
      }
      forgetSessionChecks(done.userId);
      req.log.info({ event: done.outcome === 'created' ? 'auth.signed_up_by_provider' : 'auth.sign_in', method: 'provider', provider: provider.id, linked: done.outcome === 'linked', userId: done.userId }, 'signed in through a provider');
      const fragment = sessionFragment(done.session, 'provider');
      return reply.redirect(`${flow.redirectTo}#${fragment}`, 303);
    },
  );

  // Settings → Security: the password (set or not) and the linked providers.
  r.get('/user/identities', { schema: { response: { 200: signInMethodsResponse } } }, async (req) => {
    const { hasPassword, identities } = await signInMethods(ctx, requireActor(req).userId);
    return {
      has_password: hasPassword,
      identities: identities.map((i) => ({
        identity_id: i.id,
        provider: i.provider,
        provider_name: providers.get(i.provider)?.name ?? i.provider,
        email: i.email,
        created_at: i.createdAt.toISOString(),
        last_sign_in_at: i.lastSignInAt?.toISOString() ?? null,
      })),
    };
  });

  // GoTrue's unlinkIdentity path. Refused (409) when it is the last way in and there is no password.
  r.delete(
    '/user/identities/:identityId',
    { config: { allowUnconfirmed: 'the caller’s own sign-in methods' }, schema: { params: z.object({ identityId: z.uuid({ error: 'identityId must be a UUID' }) }), response: { 204: noContent } } },
    async (req, reply) => {
      const actor = requireActor(req);
      await unlinkIdentity(ctx, actor.userId, req.params.identityId);
      req.log.info({ event: 'auth.identity_unlinked', userId: actor.userId }, 'provider sign-in unlinked');
      return reply.status(204).send(null);
    },
  );
}

/** The providers offered on the sign-in page, for GET /settings. */
export const providerList = (config: AuthContext['config']) => config.oidcProviders.map((p) => ({ id: p.id, name: p.name }));
