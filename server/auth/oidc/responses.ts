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
  .meta({ id: 'SignInMethods', description: 'The member’s ways to sign in besides an emailed code (issue 28).' });
export type SignInMethods = z.infer<typeof signInMethodsResponse>;
