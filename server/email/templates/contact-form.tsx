import { z } from 'zod';
import { defineTemplate } from './define';
import { Facts, P, Quote } from './parts';

/** A message from the landing page or /contact-us, to the support mailbox. */
export const contactFormEmail = defineTemplate({
  type: 'contact_form',
  name: 'Contact form message',
  preference: 'transactional',
  audience: 'staff',
  schema: z.object({ name: z.string().max(200), email: z.string().max(254), subject: z.string().max(200).optional(), message: z.string().max(5000) }),
  sample: {
    name: 'Amira Haddad',
    email: 'amira@example.com',
    subject: 'Listing more than one venue',
    message: 'We run three meeting rooms in Manchester and would like to list all of them. Could you raise our venue limit?',
  },
  subject: ({ subject, name }) => `Contact form: ${subject?.trim() || `Message from ${name}`}`,
  preview: ({ name, email }) => `From ${name} <${email}>`,
  Body: ({ data }) => (
    <>
      <P>A new message arrived through the contact form. Reply to this email to answer the sender.</P>
      <Facts
        rows={[
          ['Name', data.name],
          ['Email', data.email],
          ['Subject', data.subject?.trim() || '(none)'],
        ]}
      />
      <Quote>{data.message}</Quote>
    </>
  ),
});
