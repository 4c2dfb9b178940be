import { cn } from './cn';

// Work the first render would do for the first time, done ahead (issue 29, Total Blocking Time).
// The first Intl formatter a page builds loads ICU's data for the language (~55 ms of a phone's
// first load at Lighthouse's 4× CPU slow-down), and tailwind-merge builds its class table on its
// first call (~40 ms there, in the home page's module evaluation): both landed inside the long
// tasks that start the app (`npm run bench:boot -- --profile`). Done here while the page's code is
// still downloading, one piece per task (each under 50 ms, so none blocks), the render's
// formatters (kept in contracts/format.ts and contracts/i18n/interpolate.ts) and class merges
// then find their data ready.

/** ICU's number, plural and date data for `locale`, and tailwind-merge's table, each in a task of its own. */
export function warmUp(locale: string): void {
  const steps = [
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(4.5),
    () => new Intl.PluralRules(locale).select(2),
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(0),
    () => cn('px-2', 'px-3'),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
