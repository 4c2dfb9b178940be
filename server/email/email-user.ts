import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { profiles } from '../db/schema/index';
import { queueEmail } from './queue';
import type { EmailContext } from './templates/define';
import { EMAIL_TEMPLATES, renderEmail, type TemplateData, type TemplateType } from './templates/registry';


/** Email-preference switches of docs/product.md §3. */
export type EmailPreferenceKey = 'venue_booking' | 'booking_approved' | 'booking_rejected' | 'meetup_reminder' | 'meetup_cancelled' | 'connection_requests' | 'announcements' | 'followed_meetups' | 'unread_messages';

/** docs/product.md §5: sent only if the recipient's preferences have neither all=false nor that type=false. */
export function allowsEmail(prefs: Record<string, boolean> | null | undefined, key: EmailPreferenceKey | null): boolean {
  if (!prefs) return true;
  if (prefs.all === false) return false;
  return key ? prefs[key] !== false : true;
}

/** Whether a template may go to someone with these preferences; transactional mail always may. */
export function allowsTemplate(prefs: Record<string, boolean> | null | undefined, type: TemplateType): boolean {
  const pref = EMAIL_TEMPLATES[type].preference;
  return pref === 'transactional' || allowsEmail(prefs, pref);
}

/**
 * What domain commands call: renders a template for a member and puts it on the durable email
 * queue inside the caller's transaction, honouring their preferences. It never waits for SMTP
 * and never fails the caller's action; the `email` job sends it, logs it and retries with backoff.
 * Returns false when there is no such member or their preferences turn this email off.
 */
export async function queueTemplateEmail<T extends TemplateType>(
  db: Db | Tx,
  ctx: Omit<EmailContext, 'recipientName'>,
  input: { userId: string; type: T; data: TemplateData<T> },
): Promise<boolean> {
  const [p] = await db
    .select({ email: profiles.email, name: profiles.name, prefs: profiles.emailPreferences, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (!p || !allowsTemplate(p.prefs as Record<string, boolean>, input.type)) return false;
  // In the recipient's language (issue 29): the one they chose, or the one they signed up in.
  const mail = renderEmail(input.type, input.data, { ...ctx, recipientName: p.name, locale: p.locale });
  await queueEmail(db, { to: p.email, ...mail, templateType: input.type });
  return true;
}
