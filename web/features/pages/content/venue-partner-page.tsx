import { Prose, Section } from '../components/section';
import { TierPage } from '../components/tier-page';
import { tierByRole } from '../components/tiers';

export default function VenuePartnerPage() {
  return (
    <TierPage
      tier={tierByRole('venue')}
      intro="List your meeting rooms, halls and event spaces, receive booking requests from professionals and decide which meetups you host."
      audience={[
        { title: 'Co-working spaces', body: 'Fill quiet evenings and introduce new people to your community.' },
        { title: 'Libraries and civic halls', body: 'Open public spaces to organised, accountable groups.' },
        { title: 'Hotels, cafés and venues', body: 'Reach professionals planning regular events near you.' },
      ]}
      steps={[
        { title: 'Become a Venue Partner', body: 'Upgrade your account and complete your partner profile with your logo, bio, city and sector.' },
        { title: 'Add your venue', body: 'Upload photos and choose a cover image, set capacity, amenities, booking hours, set-up time and your default rate in pounds.' },
        { title: 'Approve meetups', body: 'Requests arrive by email and in Venue Management. Approve them, or reject them with a reason.' },
      ]}
    >
      <Section id="limits" title="Listing more than one venue">
        <Prose>
          <p>
            Each Venue Partner starts with one venue. If you manage several spaces, contact us and an administrator can raise your limit. Once your partner profile is published,
            all your venues appear together on your own partner page.
          </p>
        </Prose>
      </Section>
    </TierPage>
  );
}
