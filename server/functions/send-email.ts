import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { profiles } from '../db/schema/index';
import { emailContext } from '../email/context';
import { allowsEmail } from '../email/email-user';
import { planAdminSend, planMemberSend, sendEmailBody } from '../email/send-plan';
import { sendEmail } from '../email/send';
import { ApiError } from '../errors';
import { limitsOf } from '../limits/rules';
import { BODY_LIMITS } from '../http/body-limits';
import { defineFunction } from './define';

/**
 * send-email (docs/product.md §10): body {to, subject, html, text, templateType, data}. Admins send any
 * email; members only those their own actions cause (server/email/send-plan.ts). The
 * recipient's email preferences apply (docs/product.md §5). Every attempt lands in email logs; a failed
 * one answers 502 with `error` and is retried in the background. A member's `to` is never
 * looked at (one answer for every address, issue 24); an unconfirmed account cannot call it at
 * all (server/plugins/confirmed-reach.ts).
 */
export const sendEmailFunction = defineFunction({
  name: 'send-email',
  access: 'user',
  body: sendEmailBody,
  // 'skipped': nothing to send (the server sends that email itself) or the recipient opted out.
  response: z.object({ success: z.literal(true), status: z.enum(['sent', 'skipped']), reason: z.enum(['sent_by_server', 'recipient_preferences']).optional() }),
  perMinute: 20,
  // An admin's one-off email: html up to 200,000 and text up to 100,000 characters.
  bodyLimit: BODY_LIMITS.email,
  async handler({ body, actor, deps }) {
    const ctx = emailContext(deps.config);
    const plan = actor.isAdmin ? await planAdminSend(body, { db: deps.db, config: deps.config, ctx }) : await planMemberSend(actor, body, { db: deps.db, config: deps.config, ctx });
    if (!plan) return { success: true, status: 'skipped', reason: 'sent_by_server' } as const;
    // Quotas (server/limits/rules.ts) count only sends the caller is allowed to make.
    const limits = limitsOf(deps.db);
    await limits.emailsPerSender.consume(actor.userId);
    await limits.emailsPerRecipient.consume(plan.to.trim().toLowerCase());
    if (plan.gate !== 'transactional') {
      const [member] = await deps.db
        .select({ prefs: profiles.emailPreferences })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${plan.to.toLowerCase()}`);
      if (member && !allowsEmail(member.prefs as Record<string, boolean>, plan.gate)) {
        return { success: true, status: 'skipped', reason: 'recipient_preferences' } as const;
      }
    }
    const result = await sendEmail({ db: deps.db, transport: deps.emailTransport }, { to: plan.to, ...plan.mail, templateType: plan.templateType });
    if (!result.ok) {
      throw ApiError.say(502, 'email_failed', 'api.email.sendFailed', undefined, { success: false });
    }
    return { success: true, status: 'sent' } as const;
  },
});
