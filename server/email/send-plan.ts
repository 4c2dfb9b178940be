import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { meetupAttendees, profiles } from '../db/schema/index';
import { ApiError } from '../errors';
import type { Actor } from '../plugins/actor';
import type { EmailPreferenceKey } from './email-user';
import { loadMeetupForEmail, loadVenueForEmail } from './facts-loader';
import type { EmailContext, RenderedEmail } from './templates/define';
import { isFull } from '../meetups/seats';
import { renderPlainMessage } from './templates/plain-message';
import { EMAIL_TEMPLATES, isTemplateType, renderEmail, type TemplateType } from './templates/registry';

/** POST /functions/v1/send-email body (docs/product.md §10). */
export const sendEmailBody = z.object({
  to: z.string().trim().max(254).optional(),
  subject: z.string().max(300).optional(),
  html: z.string().max(200_000).optional(),
  text: z.string().max(100_000).optional(),
  templateType: z.string().max(60).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type SendEmailBody = z.infer<typeof sendEmailBody>;

export type SendPlan = {
  to: string;
  templateType: string | undefined;
  mail: RenderedEmail & { replyTo?: string };
  /** Preference switch to check on the recipient's profile, if they are a member. */
  gate: EmailPreferenceKey | null | 'transactional';
};

type Deps = { db: Db; config: Config; ctx: Omit<EmailContext, 'recipientName'> };

const email = z.email();
const meetupNotFound = () => ApiError.say(404, 'not_found', 'email.send.meetupNotFound');
const idFrom = (data: Record<string, unknown> | undefined, key: 'meetup' | 'venue') =>
  data?.[`${key}Id`] ?? data?.[`${key}_id`] ?? (data?.[key] as { id?: unknown } | undefined)?.id;

async function profileOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [p] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return p ?? null;
}

/**
 * Admins may send anything to anyone: their own content, or a template rendered from data. A
 * template goes in the language of the member the address belongs to, if any (issue 29).
 */
export async function planAdminSend(body: SendEmailBody, deps: Deps): Promise<SendPlan> {
  const to = body.to?.trim() ?? '';
  if (!email.safeParse(to).success) throw ApiError.say(400, 'invalid_request', 'email.send.toInvalid');
  const type = body.templateType || undefined;
  if (body.html || body.text) {
    if (!body.subject?.trim()) throw ApiError.say(400, 'invalid_request', 'email.send.subjectMissing');
    const mail = renderPlainMessage({ subject: body.subject, html: body.html, text: body.text }, deps.ctx);
    const gate = type === 'test' || !type ? 'transactional' : isTemplateType(type) ? EMAIL_TEMPLATES[type].preference : null;
    return { to, templateType: type, mail, gate };
  }
  if (!isTemplateType(type)) throw ApiError.say(400, 'invalid_request', 'email.send.htmlOrTemplate');
  const parsed = EMAIL_TEMPLATES[type].schema.safeParse(body.data ?? {});
  if (!parsed.success) throw ApiError.say(400, 'invalid_request', 'email.send.dataInvalid', { detail: `${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}`.trim() });
  const [member] = await deps.db.select({ locale: profiles.locale }).from(profiles).where(sql`lower(${profiles.email}) = ${to.toLowerCase()}`);
  return { to, templateType: type, mail: renderEmail(type, parsed.data as never, { ...deps.ctx, locale: member?.locale }), gate: EMAIL_TEMPLATES[type].preference };
}

/**
 * Members may send only the emails their own actions cause (docs/product.md §6 enforced on the server):
 * the recipient and every fact are taken from the database, never from the request, so the
 * function cannot be used to write arbitrary mail from our address. The request's `to` is not
 * looked at (issue 24): the answer is the same whatever address it names, member or not, so
 * the function tells no one which addresses belong to members. null: nothing to send (the
 * server sends that email itself).
 */
export async function planMemberSend(actor: Actor, body: SendEmailBody, deps: Deps): Promise<SendPlan | null> {
  const type = body.templateType;
  if (!isTemplateType(type)) throw ApiError.say(400, 'invalid_request', 'email.send.chooseTemplate');
  const resolved = await resolve(actor, type, body, deps);
  if (!resolved) return null;
  const { recipientId, to: fixedTo, data, replyTo } = resolved;
  const recipient = await profileOf(deps.db, recipientId);
  const to = fixedTo ?? recipient?.email;
  if (!to) throw ApiError.say(404, 'not_found', 'email.send.noRecipient');
  // In the recipient's language (issue 29); the support mailbox (contact form) has none: en-GB.
  const mail = renderEmail(type, data as never, { ...deps.ctx, recipientName: recipient?.name, locale: recipient?.locale });
  return { to, templateType: type, mail: { ...mail, ...(replyTo ? { replyTo } : {}) }, gate: EMAIL_TEMPLATES[type].preference };
}

type Resolved = { recipientId: string | null; to?: string; data: unknown; replyTo?: string };

async function resolve(actor: Actor, type: TemplateType, body: SendEmailBody, deps: Deps): Promise<Resolved | null> {
  const { db } = deps;
  switch (type) {
    case 'venue_booking': {
      const m = await loadMeetupForEmail(db, idFrom(body.data, 'meetup'));
      if (!m || m.row.organizerId !== actor.userId) throw meetupNotFound();
      return { recipientId: m.venueOwnerId, data: { meetup: m.facts } };
    }
    case 'booking_approved':
    case 'booking_rejected': {
      const m = await loadMeetupForEmail(db, idFrom(body.data, 'meetup'));
      if (!m || m.venueOwnerId !== actor.userId) throw meetupNotFound();
      const wanted = type === 'booking_approved' ? 'approved' : 'rejected';
      if (m.row.bookingStatus !== wanted) throw ApiError.say(403, 'forbidden', wanted === 'approved' ? 'email.send.bookingNotApproved' : 'email.send.bookingNotRejected');
      return { recipientId: m.row.organizerId, data: { meetup: m.facts, rejection_reason: m.row.rejectionReason } };
    }
    case 'full_capacity': {
      const recipient = z.enum(['venue_owner', 'organizer']).safeParse(body.data?.recipient);
      if (!recipient.success) throw ApiError.say(400, 'invalid_request', 'email.send.recipientChoice');
      const m = await loadMeetupForEmail(db, idFrom(body.data, 'meetup'));
      if (!m) throw meetupNotFound();
      const involved = m.row.organizerId === actor.userId || m.venueOwnerId === actor.userId || (await isAttendee(db, m.row.id, actor.userId));
      if (!involved) throw meetupNotFound();
      if (!isFull({ attendeeCount: m.attendeeCount, maxAttendees: m.row.maxAttendees })) throw ApiError.say(403, 'forbidden', 'email.send.notFull');
      return { recipientId: recipient.data === 'organizer' ? m.row.organizerId : m.venueOwnerId, data: { meetup: m.facts, recipient: recipient.data } };
    }
    case 'new_venue_notification': {
      const v = await loadVenueForEmail(db, idFrom(body.data, 'venue'));
      if (!v || v.row.ownerId !== actor.userId) throw ApiError.say(404, 'not_found', 'email.send.venueNotFound');
      // The server tells every active Professional Partner itself when a venue is added (a job,
      // docs/product.md §6). Sending it here again on request was a way to mail any professional
      // and, by the answer, to learn who is one (issue 24): now one answer, nothing sent.
      return null;
    }
    case 'subscription_welcome': {
      const me = await profileOf(db, actor.userId);
      if (!me || me.role === 'basic' || me.subscriptionStatus !== 'active') throw ApiError.say(403, 'forbidden', 'email.send.welcomeAfterUpgrade');
      return { recipientId: me.id, data: { tier: me.role, name: me.name, membership_number: me.membershipNumber } };
    }
    case 'contact_form': {
      const d = body.data ?? {};
      const fields = { name: d.name, email: d.email ?? actor.email, subject: d.subject ?? body.subject, message: d.message ?? body.text };
      const parsed = EMAIL_TEMPLATES.contact_form.schema.safeParse(fields);
      if (!parsed.success || !String(fields.message ?? '').trim() || !String(fields.name ?? '').trim()) {
        throw ApiError.say(400, 'invalid_request', 'email.send.fillIn');
      }
      return { recipientId: null, to: deps.config.supportEmail, data: parsed.data, replyTo: email.safeParse(fields.email).success ? String(fields.email) : undefined };
    }
    default:
      throw ApiError.say(403, 'forbidden', 'email.send.adminOnly');
  }
}

async function isAttendee(db: Db, meetupId: string, userId: string) {
  const [row] = await db
    .select({ u: meetupAttendees.userId })
    .from(meetupAttendees)
    .where(and(eq(meetupAttendees.meetupId, meetupId), eq(meetupAttendees.userId, userId)));
  return Boolean(row);
}
