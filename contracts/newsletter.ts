import { z } from 'zod';

export { NEWSLETTER_CHECK_INBOX } from './newsletter-copy';

export const newsletterSubscribeBody = z.object({
  email: z.string().max(254),
  /** Hidden from people; a filled one marks a bot (same answer, nothing sent). */
  company: z.string().max(500).optional(),
});

export const NEWSLETTER_EMAIL_INVALID = 'Enter a valid email address, like name@example.com.';
/**
 * A sign-up that may be sent: an address shaped like one. The footer form checks it before sending
 * (loading this module when first used: it is on the first load), the server the same way.
 */
export const newsletterSignup = newsletterSubscribeBody.superRefine((body, ctx) => {
  if (!z.email().safeParse(body.email.trim()).success) ctx.addIssue({ code: 'custom', path: ['email'], message: NEWSLETTER_EMAIL_INVALID });
});

/** The token from a confirmation or unsubscribe link: newSecret() is 43 base64url characters. */
export const newsletterTokenBody = z.object({ token: z.string().min(20).max(200) });
