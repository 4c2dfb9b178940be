// The shared Button's dark primary (white on brand-500, 4.46:1) and the info Alert's dark
// background (brand-950, not in our palette) fall short of WCAG AA; these classes, merged last,
// keep this feature's pages at AA until the primitives change.
export const PRIMARY_DARK = 'dark:bg-brand-600 dark:hover:bg-brand-700';
export const INFO_ALERT_DARK = 'dark:border-brand-800 dark:bg-brand-900/50 dark:text-brand-100';
