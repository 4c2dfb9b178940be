import { Link } from 'react-router';
import { STORAGE_KEYS } from '../../../../contracts/constants';
import { LegalPage, PRIVACY_EMAIL, type LegalSection } from '../components/legal-page';

const items = [
  { name: 'cc-auth', kind: 'Local storage', purpose: 'Keeps you signed in between visits (your session tokens).', lasts: 'Until you sign out' },
  { name: 'cc-profile-cache', kind: 'Local storage', purpose: 'A short-lived copy of your profile so pages load faster.', lasts: '5 minutes, cleared on sign-out' },
  { name: STORAGE_KEYS.theme, kind: 'Local storage', purpose: 'Remembers whether you chose the light or dark theme.', lasts: 'Until you change it' },
  { name: STORAGE_KEYS.allowDesktop, kind: 'Local storage', purpose: 'Remembers that you chose to continue on a desktop screen.', lasts: 'Until you clear it' },
  { name: STORAGE_KEYS.pwaPromptDismissed, kind: 'Session storage', purpose: 'Hides the install prompt after you choose Maybe Later.', lasts: 'Until you close the tab' },
  { name: STORAGE_KEYS.iosDismissedUntil, kind: 'Local storage', purpose: 'Hides the Add to Home Screen hint on iPhone and iPad.', lasts: '7 days' },
  { name: STORAGE_KEYS.meetupsTabSpotlight, kind: 'Local storage', purpose: 'Makes sure the meetups tab highlight plays only once.', lasts: 'Until you clear it' },
  { name: 'cc-notification-…', kind: 'Local storage', purpose: 'Your notification sound and vibration preferences.', lasts: 'Until you change them' },
];

const sections: LegalSection[] = [
  {
    id: 'summary',
    title: 'The short version',
    body: (
      <p>
        Civic Connect does not use advertising, analytics or third-party tracking cookies. We store only what is strictly necessary to keep you signed in and to remember
        choices you make. Because this storage is essential, we do not show a cookie banner.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store on your device',
    body: (
      <ul className="!ml-0 !list-none space-y-3">
        {items.map((i) => (
          <li key={i.name} className="!ml-0 rounded-xl border border-line bg-surface-raised p-4">
            <code className="rounded bg-surface-sunken px-1.5 py-0.5 text-sm">{i.name}</code>
            <span className="ml-2 text-sm text-ink-muted">{i.kind}</span>
            <p className="mt-1">{i.purpose}</p>
            <p className="text-sm text-ink-muted">Kept: {i.lasts}</p>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'offline',
    title: 'Offline copies',
    body: (
      <p>
        When you install Civic Connect or visit it regularly, your browser keeps a copy of the app’s code and pages you have visited so it opens quickly and works offline.
        This cache contains no tracking identifiers and is replaced when we release an update.
      </p>
    ),
  },
  {
    id: 'control',
    title: 'Controlling storage',
    body: (
      <p>
        You can clear site data at any time in your browser settings. You will be signed out and your theme and other choices will reset. Blocking storage entirely will stop
        you from signing in.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or read our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return <LegalPage title="Cookie Policy" intro="What Civic Connect stores in your browser, why, and for how long." sections={sections} />;
}
