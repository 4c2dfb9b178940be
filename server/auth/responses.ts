import { z } from 'zod';
import { noContent, redirect } from '../http/responses';

// The answers of /auth/v1 in GoTrue's shapes, the ones @supabase/auth-js reads (its User, Session
// and the empty acknowledgements). They are the route's response schemas, so the serializer sends
// exactly these fields and the OpenAPI document describes them; a field the client reads that is
// missing here would be dropped from the answer (tests/api/auth-js-client.test.ts would fail).

const isoTime = z.string().describe('ISO 8601 date-time');

/** GoTrue's User (auth-js `User`), never the password hash. */
export const goTrueUser = z
  .object({
    id: z.uuid(),
    aud: z.literal('authenticated'),
    role: z.literal('authenticated'),
    email: z.string(),
    email_confirmed_at: isoTime.nullable(),
    confirmed_at: isoTime.nullable(),
    phone: z.string(),
    last_sign_in_at: isoTime.nullable(),
    app_metadata: z.object({
      provider: z.literal('email'),
      providers: z.array(z.literal('email')),
      has_password: z.boolean().describe('False for an account made by a sign-in code or a provider until its owner sets a password (issue 28).'),
    }),
    user_metadata: z.record(z.string(), z.unknown()),
    identities: z.array(z.never()).describe('Always empty: email and password only.'),
    is_anonymous: z.literal(false),
    created_at: isoTime,
    updated_at: isoTime,
  })
  // The OpenAPI document's words (for developers, in English): .describe, then the schema's id.
  .describe('The signed-in account, as @supabase/auth-js reads it.')
  .meta({ id: 'GoTrueUser' });
export type GoTrueUser = z.infer<typeof goTrueUser>;

/** POST /signup: the user without a session (the address is confirmed by the emailed link). */
export const signedUpUser = goTrueUser
  .extend({ email_confirmed_at: z.null(), confirmed_at: z.null(), last_sign_in_at: z.null(), confirmation_sent_at: isoTime })
  .describe('A new account waiting for its confirmation link. A taken address gets the same shape.')
  .meta({ id: 'GoTrueSignedUpUser' });

/** POST /token (password and refresh_token grants): GoTrue's Session. */
export const goTrueSession = z
  .object({
    access_token: z.string().describe('A JWT (ES256) to send as `Authorization: Bearer …`.'),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().describe('Seconds the access token lives.'),
    expires_at: z.number().int().describe('When the access token expires, in seconds since the epoch.'),
    refresh_token: z.string().describe('Single use: each refresh answers a new one.'),
    user: goTrueUser,
  })
  .meta({ id: 'GoTrueSession' });
export type GoTrueSession = z.infer<typeof goTrueSession>;

/**
 * A session handed to the browser after a redirect (an email link, a sign-in provider): GoTrue's
 * URL fragment, which the page reads and the server never sees again in its logs.
 */
export function sessionFragment(s: GoTrueSession, type: string): URLSearchParams {
  return new URLSearchParams({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type,
  });
}

/** POST /recover and /resend: the same empty answer whether or not the account exists. */
export const emptyAck = z.object({}).describe('Nothing to tell: the email, if any, is sent after the answer.');

/** GET /.well-known/jwks.json: the public key that signs access tokens. */
export const jwksResponse = z.object({
  keys: z.array(
    z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string().optional(), crv: z.string().optional(), x: z.string().optional(), y: z.string().optional() }),
  ),
});
export type JwksResponse = z.infer<typeof jwksResponse>;

/** GET /settings: what auth-js asks the server supports. */
export const authSettings = z.object({
  external: z.record(z.string(), z.boolean()).describe('`email`, and each configured OpenID Connect provider by id (OIDC_PROVIDERS).'),
  providers: z.array(z.object({ id: z.string(), name: z.string() })).describe('The "Continue with …" buttons to show, in order (issue 28).'),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
});

/** GET /verify: always a redirect, with the session or the error in the URL fragment. */
export const verifyRedirect = redirect(
  'To the app: `#access_token=…&refresh_token=…&expires_at=…&type=…` after a valid link, `#error=access_denied&error_code=otp_expired&error_description=…` otherwise.',
);

export const logoutResponse = noContent;
