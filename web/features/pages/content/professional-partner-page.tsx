import { Prose, Section } from '../components/section';
import { TierPage } from '../components/tier-page';
import { PROFESSIONAL_PRICE, tierByRole } from '../components/tiers';

export default function ProfessionalPartnerPage() {
  return (
    <TierPage
      tier={tierByRole('professional')}
      intro={`Create meetups, book partner venues and find professionals near you, anywhere in the world, for ${PROFESSIONAL_PRICE} a year.`}
      audience={[
        { title: 'Organisers', body: 'Run regular meetups for your profession or cause without chasing rooms by email.' },
        { title: 'Travelling professionals', body: 'Use nearby search to find peers wherever work takes you.' },
        { title: 'Public-sector teams', body: 'Bring planners, officers and residents together at neutral, accessible venues.' },
      ]}
      steps={[
        { title: 'Upgrade your account', body: `Choose Professional Partner and pay ${PROFESSIONAL_PRICE} for the year. You get a new CC membership number and a welcome email.` },
        { title: 'Create a meetup', body: 'Give it a title, date, time and duration, choose a partner venue and set the attendee limit, audience, language and format.' },
        { title: 'Wait for approval', body: 'The venue owner approves or rejects the request. Approved meetups go live for other professionals to join.' },
        { title: 'Meet', body: 'Attendees get a reminder the day before, and can add the meetup to their calendar.' },
      ]}
    >
      <Section id="nearby" title="Nearby search">
        <Prose>
          <p>
            Open the quick-action button and choose Global Meets Nearby. Type a postcode or place, or use your device location, pick a radius from 1 to 50 km and see every
            approved meetup within reach.
          </p>
        </Prose>
      </Section>
    </TierPage>
  );
}
