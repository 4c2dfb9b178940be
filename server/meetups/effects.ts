import type { Db } from '../db/client';
import { emailUser, type EmailPreferenceKey } from '../email/email-user';
import type { EmailTransport } from '../email/transport';
import type { MeetupRow } from './presenter';
import type { MeetupMailFacts } from './emails';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type CommandDeps = { db: Db; emailTransport: EmailTransport; appName: string; origin: string };

/** Work to do once the transaction has committed (emails): never inside it, never lost silently. */
export type AfterCommit = () => Promise<unknown>;

export async function runAfterCommit(effects: AfterCommit[], log?: (err: unknown) => void) {
  const results = await Promise.allSettled(effects.map((e) => e()));
  for (const r of results) if (r.status === 'rejected') log?.(r.reason);
}

export const mailFacts = (m: MeetupRow): MeetupMailFacts => ({
  id: m.id,
  title: m.title,
  date: m.date,
  time: m.time,
  venueName: m.venueName,
  venueAddress: m.venueAddress,
  organizerName: m.organizerName,
});

/** An email to a member after commit, honouring their email preferences (spec §5). */
export function mailLater(
  deps: CommandDeps,
  input: {
    userId: string;
    preference: EmailPreferenceKey | null;
    templateType: string;
    render: (p: { name: string; email: string }) => { subject: string; html: string; text: string };
  },
): AfterCommit {
  return () => emailUser({ db: deps.db, transport: deps.emailTransport }, input);
}
