import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { limitsOf } from '../limits/rules';
import { emailContext } from '../email/context';
import { queueEmail } from '../email/queue';
import { renderEmail } from '../email/templates/registry';
import { badRequest } from '../errors';
import { BODY_LIMITS } from '../http/body-limits';

export const CONTACT_REQUIRED = 'Please fill in name, email, and message.';

// Every field optional here so a missing one gets the product's sentence (docs/product.md §5), not a schema message.
const contactBody = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  subject: z.string().max(200).optional(),
  message: z.string().max(5000).optional(),
  company: z.string().max(500).optional(),
});

/** POST /api/contact: the landing page and /contact-us form, delivered to SUPPORT_EMAIL. */
export async function contactRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = limitsOf(opts.db);

  r.post(
    '/contact',
    {
      config: { allowUnconfirmed: 'open to anyone signed out; mails only the site’s support mailbox' },
      schema: { security: [], body: contactBody, response: { 200: z.object({ success: z.boolean() }) } },
      // A 5,000-character message (docs/decisions/0036).
      bodyLimit: BODY_LIMITS.longText,
      // Shared by every instance (server/limits/rules.ts); counted before the body is read.
      onRequest: async (req) => {
        await limits.contactPerIpTenMinutes.consume(req.ip);
        await limits.contactPerIpDay.consume(req.ip);
      },
    },
    async (req) => {
      const body = req.body ?? {};
      // Spam trap (docs/product.md §5): people never see the company field; a filled one gets the same
      // answer as a real message so bots learn nothing, and nothing is sent.
      if (body.company?.trim()) return { success: true };
      const name = body.name?.trim() ?? '';
      const email = body.email?.trim() ?? '';
      const message = body.message?.trim() ?? '';
      if (!name || !email || !message) throw badRequest('invalid_request', CONTACT_REQUIRED);
      if (!z.email().safeParse(email).success) throw badRequest('invalid_request', 'Enter a valid email address.');
      const mail = renderEmail('contact_form', { name, email, subject: body.subject?.trim() || undefined, message }, emailContext(opts.config));
      // Queued, not sent inline: the sender gets an answer at once and SMTP trouble is retried.
      await queueEmail(opts.db, { to: opts.config.supportEmail, ...mail, replyTo: email, templateType: 'contact_form' });
      return { success: true };
    },
  );
}
