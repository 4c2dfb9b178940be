import { z } from 'zod';
import { redirect } from '../../http/responses';

export const authorizeRedirect = redirect('To the provider’s authorization endpoint, with the PKCE challenge, state and nonce; sets the encrypted flow cookie.');
export const callbackRedirect = redirect(
  'Into the app: `#access_token=…&refresh_token=…&expires_at=…&type=provider` after a sign-in, `/login#error=access_denied&error_code=…&error_description=…` otherwise.',
);

export const signInMethodsResponse = z
  .object({
    has_password: z.boolean(),
    identities: z.array(
      z.object({
        identity_id: z.uuid(),
        provider: z.string(),
        provider_name: z.string(),
        email: z.string().nullable(),
        created_at: z.string(),
        last_sign_in_at: z.string().nullable(),
      }),
    ),
  })
  // The OpenAPI document's words (for developers, in English): .describe, then the schema's id.
  .describe('The member’s ways to sign in besides an emailed code (issue 28).')
  .meta({ id: 'SignInMethods' });
export type SignInMethods = z.infer<typeof signInMethodsResponse>;

/** POST /callback: what a form_post provider (Apple) posts back; `user` is Apple's first-time name. */
export const formPostCallback = z
  .looseObject({
    // Sized to fit the default 8 KiB body (codes and states are under 100 characters; Apple's
    // `user` is a small JSON object with a name and an address).
    code: z.string().max(800).optional(),
    state: z.string().max(300).optional(),
    error: z.string().max(200).optional(),
    user: z.string().max(1000).optional(),
  })
  .describe('The provider’s answer by response_mode=form_post (application/x-www-form-urlencoded).');

export const linkAuthorizeResponse = z
  .object({ url: z.url() })
  .describe('Where to send the browser to link the provider to the signed-in account (GoTrue linkIdentity; sets the encrypted flow cookie).')
  .meta({ id: 'LinkIdentityAuthorize' });
