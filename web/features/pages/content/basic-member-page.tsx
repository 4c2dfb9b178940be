import { Link } from 'react-router';
import { Prose, Section } from '../components/section';
import { TierPage } from '../components/tier-page';
import { PROFESSIONAL_PRICE, tierByRole } from '../components/tiers';

export default function BasicMemberPage() {
  return (
    <TierPage
      tier={tierByRole('basic')}
      intro="A free Civic Connect account: explore partner venues around the world, get to know the community and upgrade whenever you are ready."
      audience={[
        { title: 'Curious newcomers', body: 'See what kind of venues and people are on Civic Connect before you commit.' },
        { title: 'Occasional attendees', body: 'Keep a profile and membership number ready for when a colleague invites you.' },
        { title: 'Future hosts', body: 'Plan your first meetup by exploring venues, capacities and ratings in advance.' },
      ]}
      steps={[
        { title: 'Register', body: 'Create your account with your name, email address and a password of at least 8 characters.' },
        { title: 'Complete your profile', body: 'Add a photo, your country and your interests so other members know who you are.' },
        { title: 'Explore', body: 'Browse partner venues and read ratings from members who have been there.' },
      ]}
    >
      <Section id="upgrade" title="When you want to do more">
        <Prose>
          <p>
            To create and join meetups, upgrade to <Link to="/professional-partner">Professional Partner</Link> for {PROFESSIONAL_PRICE} a year. If you run a space, become a{' '}
            <Link to="/venue-partner">Venue Partner</Link> and start receiving booking requests. Your profile and history come with you.
          </p>
        </Prose>
      </Section>
    </TierPage>
  );
}
