import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { emailContext } from '../email/context';
import { queueEmail } from '../email/queue';
import { renderEmail } from '../email/templates/registry';
import { ApiError, badRequest } from '../errors';

export const CONTACT_REQUIRED = 'Please fill in name, email, and message.';

// Every field optional here so a missing one gets the spec's sentence (spec §5), not a schema message.
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
  const perMinute = app.createRateLimit({ max: 5, timeWindow: 60_000, keyGenerator: (req) => `contact-min:${req.ip}` });
  const perHour = app.createRateLimit({ max: 20, timeWindow: 60 * 60_000, keyGenerator: (req) => `contact-hour:${req.ip}` });

  r.post(
    '/contact',
    {
      schema: { body: contactBody },
      preValidation: async (req, reply) => {
        for (const check of [perMinute, perHour]) {
          const result = await check(req);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            throw new ApiError(429, 'rate_limited', 'Too many messages. Please wait a little and try again.');
          }
        }
      },
    },
    async (req) => {
      const body = req.body ?? {};
      // Spam trap (spec §5): people never see the company field; a filled one gets the same
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
