import { Download, Mail, Palette } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { BulletList, Prose, Section } from '../components/section';
import { professionalPrice } from '../components/tiers';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

const PRESS_EMAIL = 'press@civicconnect.example';

// The palette's names are the brand's own, the same in every language.
const colours = [
  { name: 'Civic Indigo', hex: '#4338CA', swatch: 'bg-brand-700' },
  { name: 'Deep Indigo', hex: '#312E81', swatch: 'bg-brand-900' },
  { name: 'Signal Amber', hex: '#F59E0B', swatch: 'bg-accent-500' },
  { name: 'Mist', hex: '#EEF2FF', swatch: 'bg-brand-50' },
];

const assets: { href: string; label: MessageId; file: string }[] = [
  { href: '/icons/logo.svg', label: 'pages.press.logoSvg', file: 'civic-connect-logo.svg' },
  { href: '/icons/icon-512.png', label: 'pages.press.appIcon', file: 'civic-connect-icon-512.png' },
];

export default function PressKitPage() {
  return (
    <Page title={t('pages.press.title')} intro={t('pages.press.intro')}>
      <Section id="boilerplate" title={t('pages.press.about')}>
        <Card className="bg-surface-sunken">
          <Prose>
            <p>{t('pages.press.boilerplate')}</p>
          </Prose>
        </Card>
      </Section>

      <Section id="facts" title={t('pages.press.facts')}>
        <BulletList
          items={[
            t('pages.press.fact1'),
            t('pages.press.fact2', { price: professionalPrice() }),
            t('pages.press.fact3'),
            t('pages.press.fact4'),
          ]}
        />
      </Section>

      <Section id="assets" title={t('pages.press.logos')} icon={Download}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {assets.map((a) => (
            <li key={a.href}>
              <a href={a.href} download={a.file} className="flex items-center gap-4 rounded-xl border border-line bg-surface-raised p-4 font-medium text-ink hover:border-brand-400">
                <img src={a.href} alt="" className="h-12 w-12 rounded-lg" />
                <span>{t('pages.press.download', { asset: t(a.label) })}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">{t('pages.press.logoRules')}</p>
      </Section>

      <Section id="colours" title={t('pages.press.colours')} icon={Palette}>
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

      <Section id="contact" title={t('pages.press.contact')} icon={Mail}>
        <Prose>
          <p>{richText(t('pages.press.contactBody', { email: PRESS_EMAIL }), { mail: (words) => <a href={`mailto:${PRESS_EMAIL}`}>{words}</a> })}</p>
        </Prose>
      </Section>
    </Page>
  );
}
