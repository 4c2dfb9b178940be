import { Bell, Building2, CalendarCheck, Briefcase } from 'lucide-react';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { Prose, Section, Steps } from '../components/section';
import { PROFESSIONAL_PRICE } from '../components/tiers';

export default function HowItWorksPage() {
  return (
    <Page title="How it works" intro="Civic Connect brings together the people who run meetups and the venues that host them. Here is what happens from sign-up to the day itself.">
      <Section id="professionals" title="For professionals" icon={Briefcase}>
        <Steps
          steps={[
            { title: 'Create your free account', body: 'Register as a Basic Member with your name, email and a password. You get a CC membership number straight away.' },
            { title: 'Upgrade to Professional Partner', body: `For ${PROFESSIONAL_PRICE} a year you can create meetups, join any approved meetup and search for meetups near you.` },
            { title: 'Find or create a meetup', body: 'Browse Global Meetups, or use nearby search with a postcode, a place or your device location and a radius from 1 to 50 km.' },
            { title: 'Book a partner venue', body: 'Pick a venue when you create a meetup. Its name, address and location are filled in for you and the owner receives a booking request.' },
          ]}
        />
      </Section>

      <Section id="venues" title="For venue owners" icon={Building2}>
        <Steps
          steps={[
            { title: 'Become a Venue Partner', body: 'Upgrade your account and tell us about your organisation on your partner profile.' },
            { title: 'List your spaces', body: 'Add photos, capacity, venue type, amenities, minimum booking hours, set-up time and your default rate in pounds.' },
            { title: 'Review booking requests', body: 'Each new meetup at your venue arrives as a pending request. Approve it, or reject it with a short reason the organiser will see.' },
            { title: 'Welcome your guests', body: 'Approved meetups go live for professionals to join, and you can see attendee numbers as the day approaches.' },
          ]}
        />
      </Section>

      <Section id="booking" title="The life of a booking" icon={CalendarCheck}>
        <Prose>
          <p>
            Every meetup starts as <strong>pending</strong>. Only the organiser and the venue owner can see it until the owner decides. <strong>Approved</strong> meetups become
            live in Global Meetups, where Professional Partners can join until the attendee limit is reached. <strong>Rejected</strong> meetups stay visible to the organiser with
            the owner&apos;s reason, so they can pick another date or venue.
          </p>
        </Prose>
      </Section>

      <Section id="notifications" title="Staying in the loop" icon={Bell}>
        <Prose>
          <p>
            You receive an in-app notification and an email when a booking is requested, approved or rejected, when a meetup fills up, and the day before a meetup you are
            attending. You choose which emails and notifications you get in Settings.
          </p>
        </Prose>
      </Section>

      <CtaBand title="Ready to start?" primary={{ to: '/register', label: 'Create a free account' }} secondary={{ to: '/pricing', label: 'Compare plans' }} />
    </Page>
  );
}
