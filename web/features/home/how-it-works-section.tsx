import { CalendarCheck, MapPinned, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';

const STEPS = [
  { icon: UserPlus, title: 'home.how.joinTitle', body: 'home.how.joinBody' },
  { icon: MapPinned, title: 'home.how.findTitle', body: 'home.how.findBody' },
  { icon: CalendarCheck, title: 'home.how.meetTitle', body: 'home.how.meetBody' },
] as const;

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="how-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('home.how.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('home.how.lead')}</p>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-card border border-line bg-surface-raised p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                <s.icon className="h-5 w-5" />
              </span>
              <span className="text-sm font-semibold text-ink-muted">{t('home.how.step', { n: i + 1 })}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">{t(s.title)}</h3>
            <p className="mt-1 leading-7 text-ink-muted">{t(s.body)}</p>
          </li>
        ))}
      </ol>
      <Link to="/how-it-works" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        {t('home.how.learnMore')}
      </Link>
    </section>
  );
}
