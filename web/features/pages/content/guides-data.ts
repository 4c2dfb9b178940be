export type Guide = { id: string; audience: 'organisers' | 'venues'; title: string; summary: string; steps: { title: string; body: string }[]; tip?: string };

/** The practical guides on /guides; ids are stable anchors other pages may link to. */
export const GUIDES: Guide[] = [
  {
    id: 'plan-your-first-meetup',
    audience: 'organisers',
    title: 'Plan your first meetup',
    summary: 'From idea to approved booking in about ten minutes.',
    steps: [
      { title: 'Pick a clear purpose', body: 'A specific title such as “Active travel for planners: what worked in 2026” attracts more people than a general one.' },
      { title: 'Choose a venue that fits', body: 'Filter Worldwide Venues by capacity, amenities and weekend availability, and read recent ratings.' },
      { title: 'Create the meetup', body: 'Select Create Meetup, choose the venue, and fill in date, time, duration, attendee limit, audience, language and experience level.' },
      { title: 'Book two weeks ahead', body: 'Venue owners need time to approve. You will be notified as soon as they decide.' },
    ],
    tip: 'Short on time? Venues that offer instant booking are usually the quickest to confirm.',
  },
  {
    id: 'grow-attendance',
    audience: 'organisers',
    title: 'Get people to turn up',
    summary: 'Most no-shows are avoidable with a few simple habits.',
    steps: [
      { title: 'Say what people will get', body: 'Mention networking time, refreshments and whether there is a speaker in the description.' },
      { title: 'Share the link', body: 'Every approved meetup has its own page you can share on your channels and in newsletters.' },
      { title: 'Rely on reminders', body: 'Attendees receive an email the day before. Encourage them to add the meetup to their calendar too.' },
    ],
  },
  {
    id: 'after-the-meetup',
    audience: 'organisers',
    title: 'After the meetup',
    summary: 'Keep the momentum going.',
    steps: [
      { title: 'Rate the venue', body: 'A score from 1 to 5 with a short comment helps other organisers and the venue.' },
      { title: 'Set the next date', body: 'Regular meetups grow fastest. Mark your next meetup as recurring and choose how often it repeats.' },
    ],
  },
  {
    id: 'create-a-great-listing',
    audience: 'venues',
    title: 'Create a great venue listing',
    summary: 'Listings with clear photos and details receive more booking requests.',
    steps: [
      { title: 'Use several bright photos', body: 'Show the room set up for a meetup, and choose the best one as your cover image.' },
      { title: 'Be precise', body: 'Give the real seated capacity, minimum booking hours, set-up time and all amenities such as Wi-Fi, projector and step-free access.' },
      { title: 'Set your rate', body: 'Enter your default booking rate in pounds. You can override it for individual community meetups.' },
      { title: 'Let us help with words', body: 'Use Generate description for a first draft, then add what makes your space special.' },
    ],
  },
  {
    id: 'handle-booking-requests',
    audience: 'venues',
    title: 'Handle booking requests',
    summary: 'Fast, clear decisions keep organisers coming back.',
    steps: [
      { title: 'Open Venue Management', body: 'Use Approve Meetups to go straight to pending requests for all your venues, or the Calendar tab to see a week of bookings across them.' },
      { title: 'Check the details', body: 'Look at the date, time, expected attendees and any dress code or live streaming.' },
      { title: 'Approve or reject', body: 'Approved meetups go live at once. When rejecting, give a reason such as another date that would work.' },
    ],
    tip: 'Each request shows its answer-by time: within 72 hours, and at least a day before the meetup. We remind you a day before it; after it the request expires and the organiser is offered other venues.',
  },
  {
    id: 'publish-partner-page',
    audience: 'venues',
    title: 'Publish your partner page',
    summary: 'A public page that shows your organisation and all its venues.',
    steps: [
      { title: 'Fill in your partner profile', body: 'On your profile, add your display name, logo, short bio, website, city, country and sector.' },
      { title: 'Ask for publication', body: 'An administrator reviews and publishes your page. It then appears on the Partners page.' },
      { title: 'Share it', body: 'Link to your page from your website and social media so professionals can find your spaces.' },
    ],
  },
];
