import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';
import { sendEmail, type SendResult } from './send';
import type { EmailTransport, OutgoingEmail } from './transport';

/** Email-preference switches of spec §3. */
export type EmailPreferenceKey = 'venue_booking' | 'booking_approved' | 'booking_rejected' | 'meetup_reminder' | 'announcements';

/** Spec §5: sent only if the recipient's preferences have neither all=false nor that type=false. */
export function allowsEmail(prefs: Record<string, boolean> | null | undefined, key: EmailPreferenceKey | null): boolean {
  if (!prefs) return true;
  if (prefs.all === false) return false;
  return key ? prefs[key] !== false : true;
}

/**
 * Emails a member, honouring their email preferences. Returns null when their preferences
 * turn this email off; otherwise the send result (the attempt is in email logs either way).
 */
export async function emailUser(
  deps: { db: Db; transport: EmailTransport },
  input: { userId: string; preference: EmailPreferenceKey | null; templateType: string; render: (p: { name: string; email: string }) => Omit<OutgoingEmail, 'to'> },
): Promise<SendResult | null> {
  const [p] = await deps.db
    .select({ email: profiles.email, name: profiles.name, prefs: profiles.emailPreferences })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (!p || !allowsEmail(p.prefs as Record<string, boolean>, input.preference)) return null;
  const mail = input.render({ name: p.name, email: p.email });
  return sendEmail(deps, { to: p.email, ...mail, templateType: input.templateType });
}
