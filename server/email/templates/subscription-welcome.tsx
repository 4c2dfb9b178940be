import { z } from 'zod';
import type { MessageId } from '../../../contracts/i18n/messages';
import { defineTemplate, emailT } from './define';
import { dayText, emailLocale } from './format';
import { Action, Facts, P } from './parts';

// Message ids, resolved when the email is written in the recipient's language.
const ROLE: Record<'professional' | 'venue', MessageId> = { professional: 'nav.professionalPartner', venue: 'nav.venuePartner' };
const NEXT_STEP = {
  professional: { text: 'email.subscriptionWelcome.nextProfessional', path: '/create-meetup', action: 'email.subscriptionWelcome.actionProfessional' },
  venue: { text: 'email.subscriptionWelcome.nextVenue', path: '/create-venue', action: 'email.subscriptionWelcome.actionVenue' },
} as const satisfies Record<string, { text: MessageId; path: string; action: MessageId }>;

/** docs/product.md §10: data.tier and data.name; sent when a member upgrades. */
export const subscriptionWelcomeEmail = defineTemplate({
  type: 'subscription_welcome',
  name: 'Welcome to your membership',
  preference: 'transactional',
  localised: true,
  schema: z.object({
    tier: z.enum(['professional', 'venue']),
    name: z.string().max(200),
    membership_number: z.string().max(40).optional(),
    started_at: z.string().max(40).optional(),
  }),
  sample: { tier: 'professional' as const, name: 'Priya Shah', membership_number: 'CC4827193056', started_at: '2026-11-22' },
  subject: ({ tier }, ctx) => {
    const t = emailT(ctx);
    return t('email.subscriptionWelcome.subject', { app: ctx.appName, role: t(ROLE[tier]) });
  },
  preview: ({ membership_number }, ctx) => {
    const t = emailT(ctx);
    return membership_number ? t('email.subscriptionWelcome.previewNumber', { number: membership_number }) : t('email.subscriptionWelcome.preview');
  },
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    const next = NEXT_STEP[data.tier];
    const role = t(ROLE[data.tier]);
    const rows: Array<[string, string]> = [
      [t('email.subscriptionWelcome.membership'), role],
      [t('email.subscriptionWelcome.activeFrom'), dayText(emailLocale(ctx), data.started_at ?? new Date(), { timeZone: 'UTC' })],
    ];
    if (data.membership_number) rows.push([t('email.subscriptionWelcome.number'), data.membership_number]);
    const name = data.name.trim() || ctx.recipientName;
    return (
      <>
        <P>{name ? t('email.helloName', { name }) : t('email.helloThere')}</P>
        <P>{data.membership_number ? t('email.subscriptionWelcome.thanksNumber', { role }) : t('email.subscriptionWelcome.thanks', { role })}</P>
        <Facts rows={rows} />
        <P>{t(next.text)}</P>
        <Action href={`${ctx.origin}${next.path}`}>{t(next.action)}</Action>
      </>
    );
  },
});
