import type { z } from 'zod';
import { bookingApprovedEmail } from './booking-approved';
import { bookingDeadlineEmail } from './booking-deadline';
import { bookingExpiredEmail } from './booking-expired';
import { bookingRejectedEmail } from './booking-rejected';
import { contactFormEmail } from './contact-form';
import { renderTemplate, type EmailContext, type RenderedEmail, type TemplateDef } from './define';
import { fullCapacityEmail } from './full-capacity';
import { meetupCancelledEmail } from './meetup-cancelled';
import { meetupReminderEmail } from './meetup-reminder';
import { newVenueEmail } from './new-venue';
import { newsletterConfirmEmail } from './newsletter-confirm';
import { newsletterWelcomeEmail } from './newsletter-welcome';
import { passwordResetEmail } from './password-reset';
import { signInCodeEmail } from './sign-in-code';
import { signupConfirmationEmail } from './signup-confirmation';
import { signupExistingEmail } from './signup-existing';
import { subscriptionWelcomeEmail } from './subscription-welcome';
import { testEmail } from './test-email';
import { venueBookingEmail } from './venue-booking';
import { waitlistPromotedEmail } from './waitlist-promoted';
import { meetupAnnouncementEmail } from './meetup-announcement';
import { connectionAcceptedEmail } from './connection-accepted';
import { connectionRequestEmail } from './connection-request';
import { followedMeetupEmail } from './followed-meetup';
import { unreadMessagesEmail } from './unread-messages';

/** Every email the product sends, by send-email templateType (docs/product.md §10) plus reminders and auth mail. */
export const EMAIL_TEMPLATES = {
  venue_booking: venueBookingEmail,
  booking_approved: bookingApprovedEmail,
  booking_rejected: bookingRejectedEmail,
  booking_expired: bookingExpiredEmail,
  booking_deadline: bookingDeadlineEmail,
  full_capacity: fullCapacityEmail,
  new_venue_notification: newVenueEmail,
  test: testEmail,
  subscription_welcome: subscriptionWelcomeEmail,
  contact_form: contactFormEmail,
  meetup_reminder: meetupReminderEmail,
  meetup_cancelled: meetupCancelledEmail,
  password_reset: passwordResetEmail,
  signup_confirmation: signupConfirmationEmail,
  signup_existing: signupExistingEmail,
  sign_in_code: signInCodeEmail,
  newsletter_confirm: newsletterConfirmEmail,
  newsletter_welcome: newsletterWelcomeEmail,
  waitlist_promoted: waitlistPromotedEmail,
  meetup_announcement: meetupAnnouncementEmail,
  connection_request: connectionRequestEmail,
  connection_accepted: connectionAcceptedEmail,
  followed_meetup: followedMeetupEmail,
  unread_messages: unreadMessagesEmail,
} as const;

export type TemplateType = keyof typeof EMAIL_TEMPLATES;
export type TemplateData<T extends TemplateType> = z.input<(typeof EMAIL_TEMPLATES)[T]['schema']>;

export const isTemplateType = (t: unknown): t is TemplateType => typeof t === 'string' && Object.hasOwn(EMAIL_TEMPLATES, t);

/** Validates `data` against the template's schema (throws ZodError) and renders it. */
export function renderEmail<T extends TemplateType>(type: T, data: TemplateData<T>, ctx: EmailContext): RenderedEmail {
  const def = EMAIL_TEMPLATES[type] as unknown as TemplateDef<z.ZodType>;
  return renderTemplate(def, def.schema.parse(data), ctx);
}
