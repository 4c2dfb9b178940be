import { CalendarDays, CheckCircle2, MapPin, Users } from 'lucide-react';
import { t } from '../../lib/i18n';

/**
 * An illustration for wide screens: an example meetup card and a booking approval, showing what
 * the product does at a glance. Labelled "Example" and without buttons, so nobody mistakes it
 * for a real meetup; decorative, so hidden from assistive technology.
 */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative hidden w-full max-w-sm select-none lg:block">
      <div className="rotate-2 rounded-card bg-white p-5 text-gray-900 shadow-2xl">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
          <CheckCircle2 className="h-3.5 w-3.5" />
          {t('home.visual.approved')}
        </p>
        <p className="mt-3 text-lg font-bold">{t('home.visual.title')}</p>
        <p className="mt-2 flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays className="h-4 w-4" />
          {t('home.visual.when')}
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-gray-600">
          <MapPin className="h-4 w-4" />
          {t('home.visual.where')}
        </p>
        <div className="mt-4 flex items-center justify-between">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Users className="h-4 w-4 text-brand-700" />
            {t('home.visual.attending')}
          </p>
          <span className="rounded-full border border-gray-300 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">{t('home.visual.example')}</span>
        </div>
      </div>
      <div className="ms-10 mt-3 -rotate-2 rounded-card bg-white/95 p-4 text-gray-900 shadow-xl">
        <p className="text-sm font-semibold">{t('home.visual.bookingApproved')}</p>
        <p className="mt-1 text-sm text-gray-600">{t('home.visual.approvedText')}</p>
      </div>
    </div>
  );
}
