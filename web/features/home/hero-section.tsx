import { Building2, CalendarPlus, Globe2, LogIn, Search, Settings2, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { HeroVisual } from './hero-visual';
import { t } from '../../lib/i18n';

type Cta = { to: string; label: string; icon: LucideIcon };

const primaryCls = buttonClasses('secondary', 'lg', 'w-full border-transparent bg-white text-brand-800 hover:bg-brand-50 sm:w-auto dark:bg-white dark:text-brand-900 dark:hover:bg-brand-50');
const secondaryCls = buttonClasses('ghost', 'lg', 'w-full text-white ring-1 ring-white/70 hover:bg-white/10 sm:w-auto');

/** The calls to action for each visitor state (signed out, basic, professional, venue). */
function useHeroCtas(): Cta[] | null {
  const { status, role, profile } = useSession();
  if (status === 'loading') return null;
  if (status === 'signedOut') {
    return [
      { to: '/register', label: t('shell.register'), icon: UserPlus },
      { to: '/login', label: t('shell.signIn'), icon: LogIn },
    ];
  }
  if (!profile) return null;
  if (role === 'professional') {
    return [
      { to: '/meetups', label: t('home.browseMeetups'), icon: Search },
      { to: '/create-meetup', label: t('nav.createMeetup'), icon: CalendarPlus },
    ];
  }
  if (role === 'venue') {
    return [
      { to: '/create-venue', label: t('nav.addVenue'), icon: Building2 },
      { to: '/venue-management', label: t('home.manageVenues'), icon: Settings2 },
    ];
  }
  return [
    { to: '/upgrade-account', label: t('nav.upgradeAccount'), icon: Sparkles },
    { to: '/pricing', label: t('home.comparePlans'), icon: Globe2 },
  ];
}

const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

export function HeroSection() {
  const { profile } = useSession();
  const ctas = useHeroCtas();
  const firstName = profile?.name.trim().split(/\s+/)[0];
  // "Welcome back" only once the member has been here before: right after registering it rang false.
  const isNewMember = profile ? Date.now() - Date.parse(profile.joinDate) < NEW_MEMBER_MS : false;
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-500/40 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl" />
      <div className="relative mx-auto flex max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pb-24 sm:pt-20">
        <div className="min-w-0 flex-1">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <Globe2 aria-hidden="true" className="h-4 w-4" />
            {firstName ? t(isNewMember ? 'home.welcome' : 'home.welcomeBack', { name: firstName }) : t('home.tagline')}
          </p>
          <h1 id="home-title" className="mt-5 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">
            {t('home.lead')}
          </p>
          <div className="mt-8 flex min-h-12 flex-col gap-3 sm:flex-row">
            {ctas ? (
              ctas.map((cta, i) => (
                <Link key={cta.to} to={cta.to} className={i === 0 ? primaryCls : secondaryCls}>
                  <cta.icon aria-hidden="true" className="h-5 w-5" />
                  {cta.label}
                </Link>
              ))
            ) : (
              <span aria-hidden="true" className="h-12 w-full animate-pulse rounded-xl bg-white/15 sm:w-64" />
            )}
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
