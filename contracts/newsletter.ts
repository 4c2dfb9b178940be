import { z } from 'zod';

export { NEWSLETTER_CHECK_INBOX } from './newsletter-copy';

export const newsletterSubscribeBody = z.object({
  email: z.string().max(254),
  /** Hidden from people; a filled one marks a bot (same answer, nothing sent). */
  company: z.string().max(500).optional(),
});

/** The token from a confirmation or unsubscribe link: newSecret() is 43 base64url characters. */
export const newsletterTokenBody = z.object({ token: z.string().min(20).max(200) });
