import { Building2, CalendarPlus, Camera, Gavel, MessageSquareWarning, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { BulletList, Prose, Section } from '../components/section';

export default function CommunityGuidelinesPage() {
  return (
    <Page
      title="Community guidelines"
      intro="Civic Connect works because people turn up, venues keep their word and everyone is treated with respect. These guidelines apply to every member, meetup and venue."
    >
      <Section id="everyone" title="For everyone" icon={Users}>
        <BulletList
          items={[
            'Treat other members with respect, online and in person. Harassment, discrimination and hate speech are not tolerated.',
            'Use your real name and keep your profile accurate.',
            'Do not use meetups or messages to sell, recruit or collect contact details without consent.',
            'Keep discussions constructive, especially where civic issues are contentious.',
          ]}
        />
      </Section>

      <Section id="organisers" title="For organisers" icon={CalendarPlus}>
        <BulletList
          items={[
            'Describe your meetup honestly: its purpose, audience, language, experience level and whether it includes networking time or refreshments.',
            'Set an attendee limit the venue can really hold, and respect the venue’s house rules and set-up times.',
            'If plans change, update or cancel the meetup in good time so attendees and the venue are not left waiting.',
            'State a dress code when there is one, and say clearly if the event is live-streamed.',
          ]}
        />
      </Section>

      <Section id="venues" title="For venues" icon={Building2}>
        <BulletList
          items={[
            'List only spaces you are entitled to hire out, with accurate capacity, amenities, accessibility and pricing.',
            'Respond to booking requests promptly, and give a helpful reason when you reject one.',
            'Honour approved bookings. If you must cancel, tell the organiser as early as possible.',
          ]}
        />
      </Section>

      <Section id="photos" title="Photos and recording" icon={Camera}>
        <Prose>
          <p>
            Each meetup says whether photography is allowed. Even when it is, ask before photographing someone up close and respect anyone who asks not to appear in
            pictures or streams.
          </p>
        </Prose>
      </Section>

      <Section id="reporting" title="Reporting a problem" icon={MessageSquareWarning}>
        <Prose>
          <p>
            If something goes wrong, tell us through the <Link to="/contact-us">contact form</Link> with the meetup or venue name and what happened. If anyone is in
            immediate danger, call the emergency services first (999 in the UK).
          </p>
        </Prose>
      </Section>

      <Section id="enforcement" title="How we enforce these guidelines" icon={Gavel}>
        <Prose>
          <p>
            Our administrators review every report. Depending on what happened we may contact the people involved, remove content, unpublish a partner page or suspend an
            account. Serious or repeated breaches lead to permanent removal.
          </p>
        </Prose>
      </Section>

      <CtaBand title="Questions about these guidelines?" primary={{ to: '/contact-us', label: 'Contact us' }} secondary={{ to: '/safety-security', label: 'Safety and security' }} />
    </Page>
  );
}
