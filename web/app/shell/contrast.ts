/**
 * The shared Button's dark primary (white on brand-500) measures 4.46:1, just under WCAG AA.
 * Shell buttons add this override until button.tsx itself uses brand-600 in dark mode; once it
 * does, this becomes a no-op and can be removed.
 */
export const PRIMARY_DARK_AA = 'dark:bg-brand-600 dark:hover:bg-brand-700';
