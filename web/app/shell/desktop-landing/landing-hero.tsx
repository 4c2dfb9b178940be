import { Building2, CalendarDays, Copy, Crown, Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PhonePreview } from './phone-preview';
import { useQrCode } from '../../../lib/use-qr-code';

const BADGES = [
  { text: 'Create and join global meetups', Icon: CalendarDays },
  { text: 'Discover quality venues worldwide', Icon: Building2 },
  { text: 'Professional Partner from £4.99/year', Icon: Crown },
];

function copyLink() {
  // docs/product.md §1: an alert on success; failure is silent.
  navigator.clipboard
    ?.writeText(window.location.href)
    .then(() => window.alert('Link copied to clipboard'))
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
        <ul className="flex flex-wrap gap-2" aria-label="Highlights">
          {BADGES.map(({ text, Icon }) => (
            <li key={text} className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-[13px] font-semibold text-brand-800 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
              <Icon aria-hidden="true" className="size-4" />
              {text}
            </li>
          ))}
        </ul>
        <h1 id="landing-title" className="mt-5 text-5xl leading-[1.08] font-extrabold tracking-tight text-ink">
          Civic Connect is best on <span className="text-brand-700 dark:text-brand-300">mobile or tablet</span>
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
          Meetups happen on the move: finding a venue nearby, approving a booking between sessions, checking who is coming on the way there. We built
          Civic Connect for the device in your pocket. Scan the code to carry on from your phone.
        </p>
        <div className="mt-8 flex max-w-xl items-center gap-6 rounded-card border border-line bg-surface-raised p-5 shadow-sm">
          <div className="flex size-[172px] shrink-0 items-center justify-center rounded-2xl bg-white p-1.5 ring-1 ring-line">
            {qr ? (
              <img src={qr} alt="QR code that opens this page on your phone" width={160} height={160} className="size-40" data-testid="landing-qr" />
            ) : (
              <div aria-hidden="true" className="size-40 animate-pulse rounded-xl bg-neutral-200" />
            )}
          </div>
          <div className="space-y-3">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Smartphone aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
              Scan with your phone’s camera
            </p>
            <p className="text-sm text-ink-muted">The code opens this exact page. Or send yourself the link.</p>
            <Button variant="secondary" onClick={copyLink}>
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button size="lg" onClick={() => onContinue(remember)} data-testid="continue-on-desktop">
            <Monitor aria-hidden="true" className="size-5" />
            Continue on desktop
          </Button>
          <div className="flex min-h-11 items-center gap-2.5">
            <input id={rememberId} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="size-5 rounded accent-brand-700" />
            <label htmlFor={rememberId} className="text-sm font-medium text-ink">
              Remember my choice
            </label>
          </div>
        </div>
      </div>
      <PhonePreview />
    </section>
  );
}
