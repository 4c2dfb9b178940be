import { z } from 'zod';
import { defineTemplate, emailT } from './define';
import samples from './samples.json' with { type: 'json' };
import { Facts, P, Quote } from './parts';

/**
 * A message from the landing page or /contact-us, to the support mailbox. The support team is not
 * a member with a language: it is written in en-GB (the senders pass no locale).
 */
export const contactFormEmail = defineTemplate({
  type: 'contact_form',
  name: 'Contact form message',
  preference: 'transactional',
  audience: 'staff',
  localised: true,
  schema: z.object({ name: z.string().max(200), email: z.string().max(254), subject: z.string().max(200).optional(), message: z.string().max(5000) }),
  sample: samples.contactForm,
  subject: ({ subject, name }, ctx) => {
    const t = emailT(ctx);
    return t('email.contactForm.subject', { subject: subject?.trim() || t('email.contactForm.messageFrom', { name }) });
  },
  preview: ({ name, email }, ctx) => emailT(ctx)('email.contactForm.preview', { name, email }),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <P>{t('email.contactForm.intro')}</P>
        <Facts
          rows={[
            [t('email.contactForm.name'), data.name],
            [t('email.contactForm.email'), data.email],
            [t('email.contactForm.subjectLabel'), data.subject?.trim() || t('email.contactForm.none')],
          ]}
        />
        <Quote>{data.message}</Quote>
      </>
    );
  },
});
