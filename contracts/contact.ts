// The contact form (docs/product.md §5; POST /api/contact): the request the server validates and
// the rules the web form checks before sending, in one place (issue 25, "One form").
import { z } from 'zod';

export const CONTACT_REQUIRED = 'Please fill in name, email, and message.';
export const CONTACT_EMAIL_INVALID = 'Enter a valid email address.';

// Every field optional on the wire so a missing one gets the product's sentence (below), not a
// schema message.
export const contactBody = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  subject: z.string().max(200).optional(),
  message: z.string().max(5000).optional(),
  company: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBody>;

/**
 * A message that may be sent: name, email and message filled in (the product's sentence, once for
 * the form, naming the empty inputs) and a valid email. A filled company field (the spam trap) passes: it is answered as
 * sent and nothing goes out. The server answers with the first problem and its `field`.
 */
export const contactMessage = contactBody.superRefine((body, ctx) => {
  if (body.company?.trim()) return;
  const empty = (['name', 'email', 'message'] as const).filter((key) => !body[key]?.trim());
  if (empty.length) ctx.addIssue({ code: 'custom', path: [], message: CONTACT_REQUIRED, params: { inputs: empty } });
  const email = body.email?.trim();
  if (email && !z.email().safeParse(email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: CONTACT_EMAIL_INVALID });
});
