import { Building2, CalendarDays, Copy, Crown, Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PhonePreview } from './phone-preview';
import { useQrCode } from '../../../lib/use-qr-code';
import { activeLocale, t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { formatMoney } from '../../../../contracts/format';
import { TIER_PRICE_PENCE } from '../../../../contracts/membership';

const BADGES = [
  { text: 'landing.hero.badgeMeetups', Icon: CalendarDays },
  { text: 'landing.hero.badgeVenues', Icon: Building2 },
  { text: 'landing.hero.badgePro', Icon: Crown },
] as const;

function copyLink() {
  // docs/product.md §1: an alert on success; failure is silent.
  navigator.clipboard
    ?.writeText(window.location.href)
    .then(() => window.alert(t('landing.hero.copied')))
    .catch(() => {});
}

export function LandingHero({ onContinue }: { onContinue: (remember: boolean) => void }) {
  const qr = useQrCode(window.location.href);
  // Issue 27: most people who continue on a computer mean it every time; ticked from the start.
  const [remember, setRemember] = useState(true);
  const rememberId = useId();
  return (
    <section aria-labelledby="landing-title" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-start gap-14 px-8 pt-10 pb-20">
      <div>
        <ul className="flex flex-wrap gap-2" aria-label={t('landing.hero.highlights')}>
          {BADGES.map(({ text, Icon }) => (
            <li key={text} className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-[13px] font-semibold text-brand-800 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
              <Icon aria-hidden="true" className="size-4" />
              {t(text, { price: formatMoney(TIER_PRICE_PENCE.professional, 'GBP', activeLocale()) })}
            </li>
          ))}
        </ul>
        <h1 id="landing-title" className="mt-5 text-5xl leading-[1.08] font-extrabold tracking-tight text-ink">
          {richText(t('landing.hero.title'), { em: (words) => <span className="text-brand-700 dark:text-brand-300">{words}</span> })}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
          {t('landing.hero.lead')}
        </p>
        <div className="mt-8 flex max-w-xl items-center gap-6 rounded-card border border-line bg-surface-raised p-5 shadow-sm">
          <div className="flex size-[172px] shrink-0 items-center justify-center rounded-2xl bg-white p-1.5 ring-1 ring-line">
            {qr ? (
              <img src={qr} alt={t('landing.hero.qrAlt')} width={160} height={160} className="size-40" data-testid="landing-qr" />
            ) : (
              <div aria-hidden="true" className="size-40 animate-pulse rounded-xl bg-neutral-200" />
            )}
          </div>
          <div className="space-y-3">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Smartphone aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
              {t('landing.hero.scan')}
            </p>
            <p className="text-sm text-ink-muted">{t('landing.hero.scanNote')}</p>
            <Button variant="secondary" onClick={copyLink}>
              <Copy aria-hidden="true" className="size-4" />
              {t('landing.hero.copyLink')}
            </Button>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button size="lg" onClick={() => onContinue(remember)} data-testid="continue-on-desktop">
            <Monitor aria-hidden="true" className="size-5" />
            {t('landing.hero.continue')}
          </Button>
          <div className="flex min-h-11 items-center gap-2.5">
            <input id={rememberId} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="size-5 rounded accent-brand-700" />
            <label htmlFor={rememberId} className="text-sm font-medium text-ink">
              {t('landing.hero.remember')}
            </label>
          </div>
        </div>
      </div>
      <PhonePreview />
    </section>
  );
}
