// The first Intl formatter a page builds loads ICU's data for the language: ~55 ms of a phone's
// first load at Lighthouse's 4× CPU slow-down (issue 29, `npm run bench:boot -- --profile`),
// spent inside the render that shows the page — one long task made longer. Built here while the
// page's code is still downloading, one kind per task (each under 50 ms, so none blocks), the
// render's formatters (kept in contracts/format.ts and contracts/i18n/interpolate.ts) then find
// the data loaded.

/** Loads ICU's number, plural and date data for `locale`, each in a task of its own. */
export function warmIntl(locale: string): void {
  const steps = [
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(4.5),
    () => new Intl.PluralRules(locale).select(2),
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(0),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
