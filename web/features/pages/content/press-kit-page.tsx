import { Download, Mail, Palette } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { BulletList, Prose, Section } from '../components/section';
import { professionalPrice } from '../components/tiers';

const PRESS_EMAIL = 'press@civicconnect.example';

const colours = [
  { name: 'Civic Indigo', hex: '#4338CA', swatch: 'bg-brand-700' },
  { name: 'Deep Indigo', hex: '#312E81', swatch: 'bg-brand-900' },
  { name: 'Signal Amber', hex: '#F59E0B', swatch: 'bg-accent-500' },
  { name: 'Mist', hex: '#EEF2FF', swatch: 'bg-brand-50' },
];

const assets = [
  { href: '/icons/logo.svg', label: 'Logo (SVG)', file: 'civic-connect-logo.svg' },
  { href: '/icons/icon-512.png', label: 'App icon (PNG, 512 × 512)', file: 'civic-connect-icon-512.png' },
];

export default function PressKitPage() {
  return (
    <Page title="Press kit" intro="Facts, boilerplate text, logos and brand colours for writing about Civic Connect.">
      <Section id="boilerplate" title="About Civic Connect">
        <Card className="bg-surface-sunken">
          <Prose>
            <p>
              Civic Connect is a networking platform that helps professionals organise and attend civic meetups at partner venues around the world. Professional Partners
              create meetups and book venues; Venue Partners list their spaces and approve or reject booking requests. Civic Connect Ltd is based in the United Kingdom.
            </p>
          </Prose>
        </Card>
      </Section>

      <Section id="facts" title="Key facts">
        <BulletList
          items={[
            'Founded in the UK by Civic Connect Ltd.',
            'Three membership tiers: Basic Member (free), Professional Partner (' + professionalPrice() + ' a year) and Venue Partner (free to list).',
            'Partner venues in the United Kingdom, Ireland, Germany, Portugal, Canada and Australia.',
            'Works on any phone, tablet or computer and can be installed to the home screen.',
          ]}
        />
      </Section>

      <Section id="assets" title="Logos" icon={Download}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {assets.map((a) => (
            <li key={a.href}>
              <a href={a.href} download={a.file} className="flex items-center gap-4 rounded-xl border border-line bg-surface-raised p-4 font-medium text-ink hover:border-brand-400">
                <img src={a.href} alt="" className="h-12 w-12 rounded-lg" />
                <span>
                  Download {a.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">Please do not stretch, recolour or add effects to the logo. Leave clear space around it at least the height of the “C”.</p>
      </Section>

      <Section id="colours" title="Brand colours" icon={Palette}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {colours.map((c) => (
            <li key={c.hex} className="overflow-hidden rounded-xl border border-line bg-surface-raised">
              <span aria-hidden="true" className={`block h-16 ${c.swatch}`} />
              <p className="px-3 pt-2 text-sm font-semibold text-ink">{c.name}</p>
              <p className="px-3 pb-2 font-mono text-sm text-ink-muted">{c.hex}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact" title="Press contact" icon={Mail}>
        <Prose>
          <p>
            For interviews, comment and images, email <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>. We aim to reply the same working day.
          </p>
        </Prose>
      </Section>
    </Page>
  );
}
