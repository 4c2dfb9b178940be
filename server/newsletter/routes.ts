import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSignup, newsletterSubscribeBody, newsletterTokenBody } from '../../contracts/newsletter';
import type { AppDeps } from '../deps';
import { emailContext } from '../email/context';
import { ApiError } from '../errors';
import { translator } from '../i18n/translate';
import { textBody } from '../http/responses';
import { limitsOf } from '../limits/rules';
import { requireAdmin } from '../plugins/actor';
import { confirm, exportCsv, subscribe, unsubscribe } from './commands';

const linkInvalid = () => ApiError.say(400, 'invalid_token', 'email.newsletter.linkInvalid');

/** The newsletter (issue 17): double opt-in sign-up, confirm, unsubscribe, admin CSV export. */
export async function newsletterRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = limitsOf(opts.db);
  const ctx = emailContext(opts.config);

  r.post(
    '/newsletter/subscribe',
    {
      config: { allowUnconfirmed: 'open to anyone signed out; mails only the address typed in, double opt-in' },
      schema: { security: [], body: newsletterSubscribeBody, response: { 202: z.object({ success: z.boolean(), message: z.string() }) } },
      // Before the body is read (docs/decisions/0036).
      onRequest: async (req) => {
        await limits.newsletterPerIpTenMinutes.consume(req.ip);
        await limits.newsletterPerIpDay.consume(req.ip);
      },
    },
    async (req, reply) => {
      const { email, company } = req.body;
      // The footer form's rule (contracts/newsletter.ts), answered by its input.
      const checked = newsletterSignup.safeParse(req.body);
      if (!checked.success) throw ApiError.say(400, 'invalid_request', 'email.newsletter.emailInvalid', undefined, { field: 'email' });
      // Spam trap as on the contact form: same answer, nothing stored or sent.
      // The confirmation email is in the language of the page the address was typed on (issue 29).
      if (!company?.trim()) await subscribe(opts.db, { ...ctx, locale: req.locale }, email, limits.newsletterPerAddressDay);
      // One answer whether the address is new, pending, confirmed or capped (no enumeration).
      return reply.code(202).send({ success: true, message: translator(req.locale)('newsletter.checkInboxLong') });
    },
  );

  r.post('/newsletter/confirm', { config: { allowUnconfirmed: 'open to anyone holding the emailed link' }, schema: { security: [], body: newsletterTokenBody, response: { 200: z.object({ success: z.boolean() }) } } }, async (req) => {
    if (!(await confirm(opts.db, { ...ctx, locale: req.locale }, req.body.token))) throw linkInvalid();
    return { success: true };
  });

  r.post('/newsletter/unsubscribe', { config: { allowUnconfirmed: 'open to anyone holding the emailed link' }, schema: { security: [], body: newsletterTokenBody, response: { 200: z.object({ success: z.boolean() }) } } }, async (req) => {
    if (!(await unsubscribe(opts.db, req.body.token))) throw ApiError.say(400, 'invalid_token', 'email.newsletter.unsubscribeInvalid');
    return { success: true };
  });

  app.get('/admin/newsletter.csv', { schema: { response: { 200: textBody('text/csv', 'Every subscriber, as a CSV file (admins).') } } }, async (req, reply) => {
    requireAdmin(req);
    const csv = await exportCsv(opts.db);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
