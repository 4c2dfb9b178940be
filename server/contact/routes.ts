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
import { contactBody, contactMessage } from '../../contracts/contact';

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
      // The form's own rules (contracts/contact.ts): the first problem, by the input it is about
      // (none when it is about the whole form: the missing fields).
      const checked = contactMessage.safeParse(body);
      if (!checked.success) {
        const [first] = checked.error.issues;
        throw badRequest('invalid_request', first.message, first.path.length ? String(first.path[0]) : undefined);
      }
      const name = body.name?.trim() ?? '';
      const email = body.email?.trim() ?? '';
      const message = body.message?.trim() ?? '';
      const mail = renderEmail('contact_form', { name, email, subject: body.subject?.trim() || undefined, message }, emailContext(opts.config));
      // Queued, not sent inline: the sender gets an answer at once and SMTP trouble is retried.
      await queueEmail(opts.db, { to: opts.config.supportEmail, ...mail, replyTo: email, templateType: 'contact_form' });
      return { success: true };
    },
  );
}
