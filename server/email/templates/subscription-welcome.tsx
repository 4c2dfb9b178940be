import { z } from 'zod';
import { ROLE_LABELS } from '../../../contracts/roles';
import { defineTemplate } from './define';
import { longDate } from '../../../contracts/format';
import { Action, Facts, P } from './parts';

const NEXT_STEP = {
  professional: { text: 'You can now create meetups, book partner venues and search for meetups near you.', path: '/create-meetup', action: 'Create your first meetup' },
  venue: { text: 'You can now list your venues, receive booking requests and approve meetups.', path: '/create-venue', action: 'Add your first venue' },
} as const;

/** docs/product.md §10: data.tier and data.name; sent when a member upgrades. */
export const subscriptionWelcomeEmail = defineTemplate({
  type: 'subscription_welcome',
  name: 'Welcome to your membership',
  preference: 'transactional',
  schema: z.object({
    tier: z.enum(['professional', 'venue']),
    name: z.string().max(200),
    membership_number: z.string().max(40).optional(),
    started_at: z.string().max(40).optional(),
  }),
  sample: { tier: 'professional' as const, name: 'Priya Shah', membership_number: 'CC4827193056', started_at: '2026-11-22' },
  subject: ({ tier }, ctx) => `Welcome to ${ctx.appName} ${ROLE_LABELS[tier]}`,
  preview: ({ membership_number }) =>
    membership_number ? `Your membership is active. Your new membership number is ${membership_number}.` : 'Your membership is active.',
  Body: ({ data, ctx }) => {
    const next = NEXT_STEP[data.tier];
    const rows: Array<[string, string]> = [
      ['Membership', ROLE_LABELS[data.tier]],
      ['Active from', longDate(data.started_at ?? new Date(), { timeZone: 'UTC' })],
    ];
    if (data.membership_number) rows.push(['Number', data.membership_number]);
    return (
      <>
        <P>Hello {data.name.trim() || ctx.recipientName || 'there'},</P>
        <P>
          Thank you for becoming a {ROLE_LABELS[data.tier]}. Your membership is active{data.membership_number ? ' and your new membership number is below' : ''}.
        </P>
        <Facts rows={rows} />
        <P>{next.text}</P>
        <Action href={`${ctx.origin}${next.path}`}>{next.action}</Action>
      </>
    );
  },
});
