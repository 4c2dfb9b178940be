// Every email Civic Connect sends: who gets it and when. The gallery shows the server's real
// render of each (GET /api/email-templates/previews, keyed by `key`); `sample` stands in only
// when that request fails. Texts are message ids, resolved at render time.
import type { MessageId } from '../../../../contracts/i18n/messages';

export type EmailTemplateSample = {
  key: string;
  name: MessageId;
  audience: MessageId;
  trigger: MessageId;
  subject: MessageId;
  preview: MessageId;
  sample: MessageId[];
  action?: MessageId;
};

export const EMAIL_TEMPLATE_SAMPLES: EmailTemplateSample[] = [
  {
    key: 'venue_booking',
    name: 'pages.emails.venueBooking.name',
    audience: 'pages.emails.venueBooking.audience',
    trigger: 'pages.emails.venueBooking.trigger',
    subject: 'pages.emails.venueBooking.subject',
    preview: 'pages.emails.venueBooking.preview',
    sample: ['pages.emails.venueBooking.sample1', 'pages.emails.venueBooking.sample2', 'pages.emails.venueBooking.sample3'],
    action: 'pages.emails.venueBooking.action',
  },
  {
    key: 'booking_approved',
    name: 'pages.emails.bookingApproved.name',
    audience: 'pages.emails.bookingApproved.audience',
    trigger: 'pages.emails.bookingApproved.trigger',
    subject: 'pages.emails.bookingApproved.subject',
    preview: 'pages.emails.bookingApproved.preview',
    sample: ['pages.emails.bookingApproved.sample1', 'pages.emails.bookingApproved.sample2'],
    action: 'pages.emails.bookingApproved.action',
  },
  {
    key: 'booking_rejected',
    name: 'pages.emails.bookingRejected.name',
    audience: 'pages.emails.bookingRejected.audience',
    trigger: 'pages.emails.bookingRejected.trigger',
    subject: 'pages.emails.bookingRejected.subject',
    preview: 'pages.emails.bookingRejected.preview',
    sample: ['pages.emails.bookingRejected.sample1', 'pages.emails.bookingRejected.sample2', 'pages.emails.bookingRejected.sample3'],
    action: 'pages.emails.bookingRejected.action',
  },
  {
    key: 'booking_expired',
    name: 'pages.emails.bookingExpired.name',
    audience: 'pages.emails.bookingExpired.audience',
    trigger: 'pages.emails.bookingExpired.trigger',
    subject: 'pages.emails.bookingExpired.subject',
    preview: 'pages.emails.bookingExpired.preview',
    sample: ['pages.emails.bookingExpired.sample1', 'pages.emails.bookingExpired.sample2', 'pages.emails.bookingExpired.sample3'],
    action: 'pages.emails.bookingExpired.action',
  },
  {
    key: 'booking_deadline',
    name: 'pages.emails.bookingDeadline.name',
    audience: 'pages.emails.bookingDeadline.audience',
    trigger: 'pages.emails.bookingDeadline.trigger',
    subject: 'pages.emails.bookingDeadline.subject',
    preview: 'pages.emails.bookingDeadline.preview',
    sample: ['pages.emails.bookingDeadline.sample1', 'pages.emails.bookingDeadline.sample2'],
    action: 'pages.emails.bookingDeadline.action',
  },
  {
    key: 'full_capacity',
    name: 'pages.emails.fullCapacity.name',
    audience: 'pages.emails.fullCapacity.audience',
    trigger: 'pages.emails.fullCapacity.trigger',
    subject: 'pages.emails.fullCapacity.subject',
    preview: 'pages.emails.fullCapacity.preview',
    sample: ['pages.emails.fullCapacity.sample1', 'pages.emails.fullCapacity.sample2'],
    action: 'pages.emails.fullCapacity.action',
  },
  {
    key: 'new_venue_notification',
    name: 'pages.emails.newVenue.name',
    audience: 'pages.emails.newVenue.audience',
    trigger: 'pages.emails.newVenue.trigger',
    subject: 'pages.emails.newVenue.subject',
    preview: 'pages.emails.newVenue.preview',
    sample: ['pages.emails.newVenue.sample1', 'pages.emails.newVenue.sample2'],
    action: 'pages.emails.newVenue.action',
  },
  {
    key: 'test',
    name: 'pages.emails.test.name',
    audience: 'pages.emails.test.audience',
    trigger: 'pages.emails.test.trigger',
    subject: 'pages.emails.test.subject',
    preview: 'pages.emails.test.preview',
    sample: ['pages.emails.test.sample1', 'pages.emails.test.sample2'],
  },
  {
    key: 'subscription_welcome',
    name: 'pages.emails.welcome.name',
    audience: 'pages.emails.welcome.audience',
    trigger: 'pages.emails.welcome.trigger',
    subject: 'pages.emails.welcome.subject',
    preview: 'pages.emails.welcome.preview',
    sample: ['pages.emails.welcome.sample1', 'pages.emails.welcome.sample2', 'pages.emails.welcome.sample3'],
    action: 'pages.emails.welcome.action',
  },
  {
    key: 'contact_form',
    name: 'pages.emails.contactForm.name',
    audience: 'pages.emails.contactForm.audience',
    trigger: 'pages.emails.contactForm.trigger',
    subject: 'pages.emails.contactForm.subject',
    preview: 'pages.emails.contactForm.preview',
    sample: ['pages.emails.contactForm.sample1', 'pages.emails.contactForm.sample2', 'pages.emails.contactForm.sample3'],
  },
  {
    key: 'meetup_reminder',
    name: 'pages.emails.reminder.name',
    audience: 'pages.emails.reminder.audience',
    trigger: 'pages.emails.reminder.trigger',
    subject: 'pages.emails.reminder.subject',
    preview: 'pages.emails.reminder.preview',
    sample: ['pages.emails.reminder.sample1', 'pages.emails.reminder.sample2'],
    action: 'pages.emails.reminder.action',
  },
  {
    key: 'meetup_cancelled',
    name: 'pages.emails.cancelled.name',
    audience: 'pages.emails.cancelled.audience',
    trigger: 'pages.emails.cancelled.trigger',
    subject: 'pages.emails.cancelled.subject',
    preview: 'pages.emails.cancelled.preview',
    sample: ['pages.emails.cancelled.sample1', 'pages.emails.cancelled.sample2'],
    action: 'pages.emails.cancelled.action',
  },
  {
    key: 'password_reset',
    name: 'pages.emails.passwordReset.name',
    audience: 'pages.emails.passwordReset.audience',
    trigger: 'pages.emails.passwordReset.trigger',
    subject: 'pages.emails.passwordReset.subject',
    preview: 'pages.emails.passwordReset.preview',
    sample: ['pages.emails.passwordReset.sample1', 'pages.emails.passwordReset.sample2', 'pages.emails.passwordReset.sample3'],
    action: 'pages.emails.passwordReset.action',
  },
  {
    key: 'newsletter_confirm',
    name: 'pages.emails.newsletterConfirm.name',
    audience: 'pages.emails.newsletterConfirm.audience',
    trigger: 'pages.emails.newsletterConfirm.trigger',
    subject: 'pages.emails.newsletterConfirm.subject',
    preview: 'pages.emails.newsletterConfirm.preview',
    sample: ['pages.emails.newsletterConfirm.sample1', 'pages.emails.newsletterConfirm.sample2'],
    action: 'pages.emails.newsletterConfirm.action',
  },
  {
    key: 'newsletter_welcome',
    name: 'pages.emails.newsletterWelcome.name',
    audience: 'pages.emails.newsletterWelcome.audience',
    trigger: 'pages.emails.newsletterWelcome.trigger',
    subject: 'pages.emails.newsletterWelcome.subject',
    preview: 'pages.emails.newsletterWelcome.preview',
    sample: ['pages.emails.newsletterWelcome.sample1', 'pages.emails.newsletterWelcome.sample2'],
  },
];
