import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { authKeys } from '../../db/schema/index';
import { translator } from '../../i18n/translate';
import { ApiError } from '../../errors';
import { noContent } from '../../http/responses';
import { publicOrigin, safeRedirect } from '../../origin';
import { requireActor } from '../../plugins/actor';
import { userAgent, type AuthContext } from '../auth-context';
import { sessionFragment } from '../responses';
import { forgetSessionChecks } from '../session-cache';
import { CALLBACK_PATH, clearFlowCookie, flowKey, readFlowCookie, setFlowCookie, type Flow } from './flow-cookie';
import { linkProviderToMember, signInWithProvider, signInMethods, unlinkIdentity } from './identities';
import { oidcProviders, type OidcProvider } from './providers';
import { authorizeRedirect, callbackRedirect, formPostCallback, linkAuthorizeResponse, signInMethodsResponse } from './responses';
import { appleUserName, claimsFrom } from './claims';

/** Where a link started from Settings lands, and where its refusals are told. */
const SECURITY_PATH = '/settings?tab=security';

/**
 * "Continue with Google / Apple / any OpenID Connect provider" (issue 28, decisions 0057, 0060),
 * in GoTrue's shape: GET /authorize?provider=… sends the browser to the provider (authorization
 * code flow with PKCE, state and nonce, through openid-client); the provider sends it back to
 * /callback — a GET, or a cross-site POST for a provider configured with form_post (Apple) — and
 * the app redirects into the web app with the session in the URL fragment, like an emailed link.
 * GET /user/identities/authorize does the same for a signed-in member linking a provider.
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

  /** The provider's authorization URL for a new flow; the flow rides in the encrypted cookie. */
  async function startFlow(req: FastifyRequest, reply: FastifyReply, providerId: string, redirectTo: string, linkUserId?: string) {
    const provider = providers.get(providerId);
    if (!provider) throw ApiError.say(400, 'provider_unavailable', 'api.auth.providerUnavailable');
    let configuration;
    try {
      configuration = await provider.configuration();
    } catch (err) {
      req.log.error({ event: 'auth.provider_unreachable', provider: provider.id, err: err instanceof Error ? err.message : String(err) }, 'provider discovery failed');
      throw ApiError.say(503, 'provider_unavailable', 'api.auth.providerUnreachable', { provider: provider.name });
    }
    const verifier = client.randomPKCECodeVerifier();
    const flow: Flow = { provider: provider.id, state: client.randomState(), nonce: client.randomNonce(), verifier, redirectTo, ...(linkUserId ? { linkUserId } : {}) };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: provider.scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    });
    await setFlowCookie(reply, key, flow, { secure, crossSitePost: provider.responseMode === 'form_post' });
    return url;
  }

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
      const url = await startFlow(req, reply, req.query.provider, safeRedirect(req.query.redirect_to, origin, '/'));
      return reply.redirect(url.href, 302);
    },
  );

  // GoTrue's linkIdentity (auth-js sends skip_http_redirect=true and goes to the returned URL).
  r.get(
    '/user/identities/authorize',
    {
      schema: {
        querystring: z.object({ provider: z.string().max(40), redirect_to: z.string().max(2000).optional(), skip_http_redirect: z.string().max(5).optional() }),
        response: { 200: linkAuthorizeResponse },
      },
      onRequest: limits.perIp,
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const url = await startFlow(req, reply, req.query.provider, safeRedirect(req.query.redirect_to, origin, SECURITY_PATH), actor.userId);
      return { url: url.href };
    },
  );

  /** Both callbacks: checks the flow, exchanges the code and signs in, signs up or links. */
  async function finish(req: FastifyRequest, reply: FastifyReply, input: { currentUrl: URL | Request; mode: 'query' | 'form_post'; appleUser?: string }) {
    const flow = await readFlowCookie(req, key);
    clearFlowCookie(reply, { secure, crossSitePost: input.mode === 'form_post' });
    const provider = flow && providers.get(flow.provider);
    // The refusal's words in the browser's language (issue 29): the login page shows them.
    const t = translator(req.locale);
    const fail = (code: string, description: string) => {
      req.log.info({ event: 'auth.provider_refused', provider: flow?.provider ?? null, code, link: Boolean(flow?.linkUserId) }, 'provider sign-in refused');
      // A refused link is told on the page it started from, where the member is still signed in.
      const linking = Boolean(flow?.linkUserId);
      const error = new URLSearchParams({ error: 'access_denied', error_code: linking && code === 'provider_sign_in_failed' ? 'link_failed' : code, error_description: description });
      return reply.redirect(`${origin}${linking ? SECURITY_PATH : '/login'}#${error}`, 303);
    };
    // A POST only for a provider configured with form_post, a GET only for the others.
    if (!flow || !provider || provider.responseMode !== input.mode) return fail('provider_sign_in_failed', t('api.auth.providerFlowExpired'));
    const name = provider.name;
    const claims = await exchange(req, provider, flow, input.currentUrl);
    if (!claims) return fail('provider_sign_in_failed', t('api.auth.providerSignInFailed', { provider: name }));
    // Apple gives the name once, in the first POST's `user` field, never in the ID token.
    claims.name ??= appleUserName(input.appleUser);

    if (flow.linkUserId) {
      const linked = await linkProviderToMember(ctx, flow.linkUserId, provider.id, claims);
      if ('refused' in linked) {
        if (linked.refused === 'linked_elsewhere') {
          // auth-js keeps the signed-in session for this code (GoTrue's own for the same refusal).
          return fail('identity_already_exists', t('api.auth.identityLinkedElsewhere', { provider: name }));
        }
        return fail(linked.refused === 'suspended' ? 'user_suspended' : 'link_failed', t('api.auth.linkFailed', { provider: name }));
      }
      req.log.info({ event: 'auth.identity_linked', provider: provider.id, userId: flow.linkUserId }, 'provider sign-in linked from settings');
      const target = new URL(flow.redirectTo);
      target.searchParams.set('linked', provider.id);
      return reply.redirect(target.href, 303);
    }

    const done = await signInWithProvider(ctx, provider.id, claims, userAgent(req));
    if ('refused' in done) {
      return done.refused === 'suspended'
        ? fail('user_suspended', t('api.auth.suspended'))
        : fail(
            'identity_not_linkable',
            t('api.auth.emailNotVerified', { provider: name }),
          );
    }
    forgetSessionChecks(done.userId);
    req.log.info({ event: done.outcome === 'created' ? 'auth.signed_up_by_provider' : 'auth.sign_in', method: 'provider', provider: provider.id, linked: done.outcome === 'linked', userId: done.userId }, 'signed in through a provider');
    const fragment = sessionFragment(done.session, 'provider');
    return reply.redirect(`${flow.redirectTo}#${fragment}`, 303);
  }

  /**
   * openid-client checks the state, exchanges the code with the PKCE verifier (the provider
   * refuses a code issued for another verifier) and checks the ID token and its nonce.
   */
  async function exchange(req: FastifyRequest, provider: OidcProvider, flow: Flow, currentUrl: URL | Request) {
    try {
      const configuration = await provider.configuration();
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims?.sub) return null;
      // Some providers put the email in the ID token (Google, Apple), others only in UserInfo.
      if (idClaims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        return claimsFrom({ ...info, ...idClaims, email: info.email, email_verified: info.email_verified, name: idClaims.name ?? info.name });
      }
      return claimsFrom(idClaims);
    } catch (err) {
      req.log.info({ event: 'auth.provider_exchange_failed', provider: provider.id, err: err instanceof Error ? err.message : String(err) }, 'provider sign-in could not be completed');
      return null;
    }
  }

  const callbackUrl = CALLBACK_PATH.replace('/auth/v1', '');
  r.get(
    callbackUrl,
    { schema: { querystring: z.looseObject({ state: z.string().max(500).optional() }), response: { 303: callbackRedirect }, security: [] }, onRequest: limits.perIp },
    async (req, reply) => finish(req, reply, { mode: 'query', currentUrl: new URL(`${redirectUri}?${new URLSearchParams(req.query as Record<string, string>)}`) }),
  );

  // Apple's form_post: a cross-site POST of an HTML form. Its form parser lives only here.
  await app.register(async (formApp) => {
    formApp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    formApp.withTypeProvider<ZodTypeProvider>().post(
      callbackUrl,
      {
        config: { allowUnconfirmed: 'the provider’s answer to a sign-in this browser started; signs the caller in' },
        schema: { consumes: ['application/x-www-form-urlencoded'], body: formPostCallback, response: { 303: callbackRedirect }, security: [] },
        onRequest: limits.perIp,
      },
      async (req, reply) => {
        const { user, ...fields } = req.body;
        const currentUrl = new Request(redirectUri, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string')),
        });
        return finish(req, reply, { mode: 'form_post', currentUrl, appleUser: user });
      },
    );
  });

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
