import { CalendarDays, CheckCircle2, MapPin, Users } from 'lucide-react';

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
          Approved
        </p>
        <p className="mt-3 text-lg font-bold">Smart Streets Breakfast</p>
        <p className="mt-2 flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays className="h-4 w-4" />
          Friday 4 December 2026, 08:30
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-gray-600">
          <MapPin className="h-4 w-4" />
          The Exchange Hall, Leeds
        </p>
        <div className="mt-4 flex items-center justify-between">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Users className="h-4 w-4 text-brand-700" />
            32 of 40 attending
          </p>
          <span className="rounded-full border border-gray-300 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">Example</span>
        </div>
      </div>
      <div className="ml-10 mt-3 -rotate-2 rounded-card bg-white/95 p-4 text-gray-900 shadow-xl">
        <p className="text-sm font-semibold">Booking request approved</p>
        <p className="mt-1 text-sm text-gray-600">The Exchange Hall approved your meetup. It is now live.</p>
      </div>
    </div>
  );
}
