// Every email Civic Connect sends: who gets it and when. The gallery shows the server's real
// render of each (GET /api/email-templates/previews, keyed by `key`); `sample` stands in only
// when that request fails.

export type EmailTemplateSample = {
  key: string;
  name: string;
  audience: string;
  trigger: string;
  subject: string;
  preview: string;
  sample: string[];
  action?: string;
};

export const EMAIL_TEMPLATE_SAMPLES: EmailTemplateSample[] = [
  {
    key: 'venue_booking',
    name: 'New booking request',
    audience: 'Venue owner',
    trigger: 'A Professional Partner creates a meetup at one of your venues.',
    subject: 'New booking request: Smart Streets Breakfast at The Exchange Hall',
    preview: 'Priya Shah would like to hold a meetup at your venue on 4 December 2026.',
    sample: [
      'Hello Daniel,',
      'Priya Shah has requested The Exchange Hall for “Smart Streets Breakfast” on Friday 4 December 2026 at 08:30 for 2 hours, with up to 40 attendees.',
      'Please approve or reject the request so the organiser can plan ahead.',
    ],
    action: 'Review booking request',
  },
  {
    key: 'booking_approved',
    name: 'Booking approved',
    audience: 'Meetup organiser',
    trigger: 'The venue owner approves your meetup.',
    subject: 'Your meetup “Smart Streets Breakfast” has been approved',
    preview: 'Good news: The Exchange Hall has approved your booking. Your meetup is now live.',
    sample: [
      'Hello Priya,',
      'The Exchange Hall has approved “Smart Streets Breakfast” on 4 December 2026. Your meetup is now live in Global Meetups and professionals can join.',
    ],
    action: 'View your meetup',
  },
  {
    key: 'booking_rejected',
    name: 'Booking rejected',
    audience: 'Meetup organiser',
    trigger: 'The venue owner rejects your meetup.',
    subject: 'Your booking at The Exchange Hall was not approved',
    preview: 'The venue could not host “Smart Streets Breakfast”. Their reason is inside.',
    sample: [
      'Hello Priya,',
      'Unfortunately The Exchange Hall could not host “Smart Streets Breakfast” on 4 December 2026.',
      'Reason given: “The hall is closed for maintenance that week. We would be glad to host you from 11 December.”',
    ],
    action: 'Choose another venue',
  },
  {
    key: 'booking_expired',
    name: 'Booking request expired',
    audience: 'Meetup organiser',
    trigger: 'The venue does not answer your request by its deadline.',
    subject: 'No answer from The Exchange Hall: your request has expired',
    preview: '“Smart Streets Breakfast” on Friday 4 December 2026 was not confirmed in time.',
    sample: [
      'Hello Priya,',
      'The Exchange Hall did not answer your booking request for “Smart Streets Breakfast” by its deadline, so the request has expired and the time is not held for you.',
      'These venues are free at the same time and hold your attendees, nearest first: Corn Exchange Rooms (0.4 km), Quarry Hill Studio (1.2 km).',
    ],
    action: 'Open your meetup',
  },
  {
    key: 'booking_deadline',
    name: 'Booking request waiting',
    audience: 'Venue owner',
    trigger: 'A request at your venue is still unanswered 24 hours before its deadline.',
    subject: 'Please answer by tomorrow: Smart Streets Breakfast at The Exchange Hall',
    preview: 'The request expires on Tuesday 1 December 2026, 09:15 if it is not answered.',
    sample: ['Hello Tom,', 'Priya Shah is still waiting for your answer about “Smart Streets Breakfast”. Please approve or reject it by Tuesday 1 December 2026, 09:15 (the venue’s local time).'],
    action: 'Review booking request',
  },
  {
    key: 'full_capacity',
    name: 'Meetup at full capacity',
    audience: 'Organiser and venue owner',
    trigger: 'The last available place in a meetup is taken.',
    subject: '“Smart Streets Breakfast” is now full',
    preview: 'All 40 places have been taken for 4 December 2026.',
    sample: ['Hello Priya,', 'Your meetup “Smart Streets Breakfast” has reached its limit of 40 attendees. New members cannot join unless someone leaves.'],
    action: 'See attendees',
  },
  {
    key: 'new_venue_notification',
    name: 'New venue in the network',
    audience: 'Active Professional Partners',
    trigger: 'A Venue Partner lists a new venue.',
    subject: 'New venue on Civic Connect: Harbourside Library, Bristol',
    preview: 'A new space for up to 60 people is ready for your next meetup.',
    sample: ['Hello Priya,', 'Harbourside Library in Bristol has joined Civic Connect. It seats up to 60 people, offers step-free access and a projector, and is available at weekends.'],
    action: 'View the venue',
  },
  {
    key: 'test',
    name: 'Test email',
    audience: 'Administrators',
    trigger: 'An administrator sends a test from Admin Email Tools.',
    subject: 'Civic Connect test email',
    preview: 'If you are reading this, email delivery is working.',
    sample: ['This is a test email sent from Civic Connect Admin Email Tools on 22 November 2026.', 'If you are reading this, email delivery is working.'],
  },
  {
    key: 'subscription_welcome',
    name: 'Welcome to your membership',
    audience: 'Upgrading members',
    trigger: 'You become a Professional Partner or a Venue Partner.',
    subject: 'Welcome to Civic Connect Professional Partner',
    preview: 'Your membership is active. Your new membership number is CC4827193056.',
    sample: [
      'Hello Priya,',
      'Thank you for becoming a Professional Partner. Your membership is active from 22 November 2026 and your new membership number is CC4827193056.',
      'You can now create meetups, book partner venues and search for meetups near you.',
    ],
    action: 'Create your first meetup',
  },
  {
    key: 'contact_form',
    name: 'Contact form message',
    audience: 'Civic Connect support',
    trigger: 'Someone sends a message from the Contact us page.',
    subject: 'Contact form: Listing more than one venue',
    preview: 'From Amira Haddad <amira@example.com>',
    sample: ['Name: Amira Haddad', 'Email: amira@example.com', 'Message: We run three meeting rooms in Manchester and would like to list all of them. Could you raise our venue limit?'],
  },
  {
    key: 'meetup_reminder',
    name: 'Meetup reminder',
    audience: 'Attendees and organiser',
    trigger: 'The day before a meetup you are attending or organising (at once when it is sooner); it says "today" or "tomorrow" by the venue\'s calendar.',
    subject: 'Reminder: Smart Streets Breakfast is tomorrow at 08:30',
    preview: 'Friday 4 December 2026 at 08:30, The Exchange Hall.',
    sample: ['Hello Tom,', 'Just a reminder that “Smart Streets Breakfast” is tomorrow at 08:30, Friday 4 December 2026, at The Exchange Hall, 12 Market Street, Leeds LS1 6DT.'],
    action: 'View meetup details',
  },
  {
    key: 'meetup_cancelled',
    name: 'Meetup cancelled',
    audience: 'Attendees; the organiser too when the venue cancels',
    trigger: 'The organiser cancels a meetup you are attending, or the venue cancels an approved booking (with its reason).',
    subject: 'Cancelled: Smart Streets Breakfast on Friday 4 December 2026',
    preview: 'The organiser cancelled the meetup on Friday 4 December 2026 at 08:30.',
    sample: ['Hello Tom,', 'Priya Shah has cancelled “Smart Streets Breakfast”. It will not take place, so there is no need to travel to the venue.'],
    action: 'Find another meetup',
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    audience: 'Any member',
    trigger: 'You ask to reset your password.',
    subject: 'Reset your Civic Connect password',
    preview: 'Use this link within an hour to choose a new password.',
    sample: [
      'Hello Tom,',
      'We received a request to reset the password for your Civic Connect account. The link works once and expires in one hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: 'Choose a new password',
  },
  {
    key: 'newsletter_confirm',
    name: 'Confirm your newsletter subscription',
    audience: 'Anyone who subscribes in the footer',
    trigger: 'You enter your address in the newsletter box.',
    subject: 'Confirm your subscription to the Civic Connect briefing',
    preview: 'One click to start receiving the monthly briefing. Nothing is sent until you confirm.',
    sample: ['Hello,', 'Someone, hopefully you, asked to receive the Civic Connect briefing at this address.'],
    action: 'Confirm my subscription',
  },
  {
    key: 'newsletter_welcome',
    name: 'Newsletter subscription confirmed',
    audience: 'Newsletter subscribers',
    trigger: 'You confirm your newsletter subscription.',
    subject: 'You are subscribed to the Civic Connect briefing',
    preview: 'Thanks for confirming. The briefing arrives once a month.',
    sample: ['Hello,', 'Thanks for confirming. Changed your mind? Unsubscribe at any time, with one click.'],
  },
];
