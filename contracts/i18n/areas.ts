// The catalogues are split by area (docs/decisions/0067), so a page loads only the words it can
// show: `core` before the first render of every page (the shell, the home page, the public meetup
// page, sign-in and registration), the web app's other areas together when a page outside the
// core needs them (web/lib/i18n.ts loadAppMessages), and the server's own areas (`email`, `api`)
// only on the server. A message id lives in exactly one area (scripts/check-i18n.ts).
// `forms` holds the contracts' validation messages (zod, contracts/*.ts) keyed by their English text,
// as gettext does: the schemas stay shared by the server and the browser, and whoever shows a
// message translates it by its text (web/lib/form-errors.ts, server/plugins/errors.ts).
export const WEB_AREAS = ['core', 'auth', 'meetup', 'app', 'meetups', 'venues', 'admin', 'settings', 'network', 'pages', 'forms'] as const;
export const SERVER_AREAS = ['email', 'api'] as const;
export const AREAS = [...WEB_AREAS, ...SERVER_AREAS] as const;
export type Area = (typeof AREAS)[number];
