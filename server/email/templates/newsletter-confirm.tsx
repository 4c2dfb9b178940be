import { z } from 'zod';
import { defineTemplate } from './define';
import { Action, FallbackLink, P } from './parts';

/** Double opt-in (issue 17): nobody is on the newsletter list until the address's owner confirms. */
export const newsletterConfirmEmail = defineTemplate({
  type: 'newsletter_confirm',
  name: 'Confirm your newsletter subscription',
  preference: 'transactional',
  schema: z.object({ link: z.string().url().max(2000) }),
  sample: { link: 'https://civicconnect.example/newsletter/confirm?token=sample' },
  subject: (_d, ctx) => `Confirm your subscription to the ${ctx.appName} briefing`,
  preview: () => 'One click to start receiving the monthly briefing. Nothing is sent until you confirm.',
  Body: ({ data, ctx }) => (
    <>
      <P>Hello,</P>
      <P>Someone, hopefully you, asked to receive the {ctx.appName} briefing at this address: new venues, standout meetups and member news, once a month.</P>
      <Action href={data.link}>Confirm my subscription</Action>
      <P muted>
        If the button does not work, paste this address into your browser: <FallbackLink href={data.link} />
      </P>
      <P muted>The link works once and expires in 7 days. If you did not ask for this, ignore this email: you will not hear from us again.</P>
    </>
  ),
});
