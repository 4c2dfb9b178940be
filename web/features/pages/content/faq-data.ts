import { PROFESSIONAL_PRICE } from '../components/tiers';

export type FaqGroup = { id: string; title: string; items: { q: string; a: string }[] };

/** Frequently asked questions, grouped so each group is an h2 with its questions as h3 triggers. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'membership',
    title: 'Membership and pricing',
    items: [
      { q: 'Is Civic Connect free to join?', a: 'Yes. Basic Member accounts are free for ever. You can browse partner venues, rate venues you have visited and manage your profile without paying anything.' },
      { q: 'What does Professional Partner include?', a: `For ${PROFESSIONAL_PRICE} a year you can browse and join Global Meetups, create your own meetups, book partner venues for them and search for meetups near a postcode, a place or your current location.` },
      { q: 'How much does it cost to list a venue?', a: 'Nothing. Venue Partners list their spaces free of charge and agree any hire fee directly with organisers. You can show your default rate in pounds on each venue.' },
      { q: 'Can I cancel my Professional Partner membership?', a: 'Yes, at any time. Your account returns to Basic Member. Your profile, membership number and past ratings stay on your account.' },
      { q: 'What is my CC membership number?', a: 'Every account gets a membership number starting with CC. A new number is issued when you upgrade, and it appears on your profile and in your welcome email.' },
    ],
  },
  {
    id: 'meetups',
    title: 'Meetups',
    items: [
      { q: 'Why is my meetup still pending?', a: 'Every meetup needs the venue owner’s approval. Owners are notified by email and in the app as soon as you create it, and must answer within 72 hours (or by 24 hours before the start, if that is sooner). Venues that offer instant booking confirm a free time at once, and are the only ones that take bookings less than 24 hours ahead.' },
      { q: 'What happens if a venue rejects my meetup?', a: 'You receive a notification and an email with the owner’s reason and up to three nearby venues that are free at that time, and the meetup stays visible to you marked as rejected. Change the venue or date and save it to send a new request.' },
      { q: 'What if the venue does not answer in time?', a: 'The request expires at its deadline and you are told in the app and by email, with up to three nearby venues free at that time. The meetup stays visible to you marked as expired; save it again, or choose another venue or date, to send a new request.' },
      { q: 'What happens when a meetup is cancelled?', a: 'Everyone attending is told in the app and by email (you can turn these off under Meetup cancellations in Settings). The meetup stays visible to them marked as cancelled, and the venue’s time is free again.' },
      { q: 'How does nearby search work?', a: 'Open the quick-action menu, choose Global Meets Nearby, then enter a postcode or place (or leave it empty to use your device location) and pick a radius between 1 and 50 km. We show approved meetups within that distance.' },
      { q: 'Can I join a meetup that is full?', a: 'No. Once the attendee limit is reached the Join button is disabled. If someone leaves, a place opens up again straight away.' },
      { q: 'Will I get a reminder?', a: 'Yes. We send an email reminder the day before every meetup you are attending, and you can add any meetup to your calendar with the Add to calendar button.' },
    ],
  },
  {
    id: 'venues',
    title: 'Venues',
    items: [
      { q: 'How many venues can I list?', a: 'Each Venue Partner can list one venue to begin with. If you manage several spaces, contact us and an administrator can raise your limit.' },
      { q: 'Do I have to accept every booking request?', a: 'No. You approve or reject every request. When you reject one, add a short reason so the organiser knows what to change.' },
      { q: 'How do I get a public partner page?', a: 'Complete your partner profile with your logo, a short bio, your city and sector. Once an administrator publishes it, it appears on the Partners page and at its own /v/ address you can share.' },
    ],
  },
  {
    id: 'account',
    title: 'Account and privacy',
    items: [
      { q: 'I have forgotten my password. What should I do?', a: 'Choose Forgot password on the sign-in page and enter your email address. We send a link that works once and expires after one hour.' },
      { q: 'Can I choose which emails I receive?', a: 'Yes. In Settings you can turn booking, reminder and announcement emails on or off, and do the same for in-app notifications.' },
      { q: 'How do I download or delete my data?', a: 'Go to Settings, then Privacy. You can download your data as a file or delete your account. Deletion removes your profile and personal data permanently.' },
    ],
  },
];
