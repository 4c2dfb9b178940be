import { KeyRound, Lock, MapPinned, MessageSquareWarning, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { BulletList, Prose, Section } from '../components/section';

export default function SafetySecurityPage() {
  return (
    <Page title="Safety and security" intro="How we keep your account and data secure, and practical advice for meeting people safely at partner venues.">
      <Section id="account" title="Protecting your account" icon={Lock}>
        <BulletList
          items={[
            'Passwords are stored only as strong one-way hashes. Nobody at Civic Connect can see your password.',
            'Sessions use short-lived access tokens that renew automatically while you are active.',
            'Password-reset links work once and expire after one hour.',
            'Signing out ends your session on every device, so a forgotten browser tab is not left signed in.',
          ]}
        />
      </Section>

      <Section id="tips" title="Keeping your account safe" icon={KeyRound}>
        <BulletList
          items={[
            'Use a password of at least 8 characters that you do not use anywhere else, ideally from a password manager.',
            'We will never ask for your password by email, phone or message.',
            'If you did not request a password-reset email, ignore it. Your password stays the same.',
          ]}
        />
      </Section>

      <Section id="meeting" title="Meeting in person" icon={MapPinned}>
        <BulletList
          items={[
            'Meetups take place at partner venues, not private homes. Check the venue page and its ratings before you go.',
            'Tell someone where you are going, and plan how you will get home.',
            'Keep personal details such as your home address private until you know someone well.',
            'Venue staff are there to help. Speak to them if you feel uncomfortable.',
          ]}
        />
      </Section>

      <Section id="venues" title="Partner venues" icon={ShieldCheck}>
        <Prose>
          <p>
            Venue Partners decide which meetups they host, and published partner pages are reviewed by our administrators. Organisers are Professional Partners with named
            accounts, so venue owners always know who has requested their space.
          </p>
        </Prose>
      </Section>

      <Section id="report" title="Reporting a concern" icon={MessageSquareWarning}>
        <Prose>
          <p>
            To report a security issue, suspicious behaviour or a breach of our <Link to="/community-guidelines">community guidelines</Link>, use the{' '}
            <Link to="/contact-us">contact form</Link>. If anyone is in immediate danger, call the emergency services (999 in the UK, or your local emergency number)
            before contacting us.
          </p>
        </Prose>
      </Section>

      <CtaBand title="Something not right?" primary={{ to: '/contact-us', label: 'Report a concern' }} secondary={{ to: '/help-center', label: 'Help Centre' }} />
    </Page>
  );
}
