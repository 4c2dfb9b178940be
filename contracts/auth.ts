import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';

// Login trims and lower-cases the email and trims the password (docs/product.md §5).
export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));
export const passwordField = z.string({ error: 'Enter your password.' }).trim();
export const newPasswordField = passwordField.pipe(
  z.string().min(MIN_PASSWORD_LENGTH, { error: 'Use at least 8 characters.' }).max(200, { error: 'Use at most 200 characters.' }),
);
/** The answer to a password on the common-password list (server/auth/common-passwords.ts). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect.';
/** An account without a password confirms with a code emailed to it (decision 0057). */
export const CODE_REQUIRED_MESSAGE = 'Your account has no password yet. Ask for a code by email and enter it to confirm.';

export const nameField = z.string().trim().min(1, { error: 'Enter your name.' }).max(100, { error: 'Use at most 100 characters.' });

export const signUpBody = z.object({
  email: emailField,
  password: z.string({ error: 'Enter a password.' }),
  data: z.object({ name: z.string().optional() }).partial().optional(),
});
export const passwordGrantBody = z.object({ email: emailField, password: z.string({ error: 'Enter your password.' }) });
export const refreshGrantBody = z.object({ refresh_token: z.string().min(1).max(200) });
export const recoverBody = z.object({ email: emailField });
export const resendBody = z.object({
  type: z.literal('signup', { error: "type must be 'signup'" }),
  email: emailField,
});
export const updateUserBody = z.object({
  password: z.string().optional(),
  // auth-js sends it as given (UserAttributes.current_password); required to change a password
  // except in a session opened by a reset link.
  current_password: z.string().max(200).optional(),
  // GoTrue's reauthentication nonce: a sign-in code emailed by GET /reauthenticate. It stands in
  // for the current password (the only way for an account that has none, decision 0057).
  nonce: z.string().max(20).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** POST /otp ("Email me a sign-in code"): auth-js signInWithOtp's body; create_user false only signs in. */
export const otpBody = z.object({
  email: emailField,
  create_user: z.boolean().optional(),
  data: z.object({ name: z.string().max(100).optional() }).partial().optional(),
});
/** POST /verify: the 6-digit code typed in (auth-js verifyOtp with type 'email' or 'magiclink'). */
export const verifyOtpBody = z.object({
  email: emailField,
  token: z.string({ error: 'Enter the code from the email.' }).trim().max(20),
  type: z.enum(['email', 'magiclink'], { error: "type must be 'email' or 'magiclink'" }),
});
/** The one answer to a wrong, used, expired or unknown code: it tells nothing about the address. */
export const SIGN_IN_CODE_REFUSED_MESSAGE = 'This code is wrong or has expired. Check the latest email or ask for a new code.';
export const signInCodeField = z.string().trim().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the email.' });

/** GET /auth/v1/user/identities: Settings → Security's list of ways to sign in (issue 28). */
export type SignInMethods = {
  has_password: boolean;
  identities: Array<{ identity_id: string; provider: string; provider_name: string; email: string | null; created_at: string; last_sign_in_at: string | null }>;
};
/** GET /auth/v1/settings: the providers whose "Continue with …" button the sign-in page shows. */
export type AuthProviders = { providers: Array<{ id: string; name: string }> };
// The web's forms in front of these routes (issue 25, "One form"). They go through the auth-js
// client, which sends the GoTrue bodies above; these are what each form checks before it does, with
// the product's sentences, by the input each is about.
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';
const confirmed = <T extends { password: string; confirm: string }>(form: T, ctx: z.RefinementCtx) => {
  if (form.confirm.trim() !== form.password.trim()) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER_MESSAGE });
};
/** Sign in: both filled in (the server answers a wrong pair for the whole form). */
export const signInForm = z.object({
  email: z.string().trim().min(1, { error: 'Enter your email address.' }),
  password: z.string().trim().min(1, { error: 'Enter your password.' }),
});
/** Sign up: a name, an address, a new password and the same again. */
export const signUpForm = z.object({ name: nameField, email: emailField, password: newPasswordField, confirm: z.string() }).superRefine(confirmed);
/** "Email me a sign-in code" on the register page: the name the new account takes, and its address (decision 0060). */
export const codeSignUpForm = z.object({ name: nameField, email: emailField });
/** Forgot password: the account's address. */
export const recoverForm = recoverBody;
/** A new password from a reset link: long enough, and the same again. */
export const newPasswordForm = z.object({ password: newPasswordField, confirm: z.string() }).superRefine(confirmed);
/** Settings → change password: the current one too (or, without a password, an emailed code), unless the session came from a reset link. */
export const passwordChangeForm = (askCurrent: boolean, askCode = false) =>
  z
    .object({
      password: newPasswordField,
      confirm: z.string(),
      current_password: askCurrent ? z.string().min(1, { error: CURRENT_PASSWORD_REQUIRED_MESSAGE }).max(200) : z.string().optional(),
      // An account without a password (issue 28) confirms with an emailed code instead.
      code: askCode ? signInCodeField : z.string().optional(),
    })
    .superRefine(confirmed);
