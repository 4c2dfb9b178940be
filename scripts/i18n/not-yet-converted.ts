// The files whose user-visible text is not yet in the catalogues (issue 29 stays open until this
// list is empty). scripts/check-i18n.ts skips them, and fails when one of them has no English left
// (or is gone), so the list only ever shrinks: a file converted comes off it. Converted so far:
// the app shell (web/app/shell), the signed-out home page, the public meetup page (/m/{id}), the
// sign-in and registration pages, the sign-up confirmation email with the emails' frame, and the
// API's common errors (server/errors.ts helpers, server/plugins/errors.ts). Everything below
// shows English in every language.
export const NOT_YET_CONVERTED: string[] = [
  // The web app (160 files).
  'web/app/routes.tsx',
  'web/app/shell/desktop-landing/desktop-landing.tsx',
  'web/app/shell/desktop-landing/landing-hero.tsx',
  'web/app/shell/desktop-landing/landing-sections.tsx',
  'web/app/shell/desktop-landing/phone-preview.tsx',
  'web/components/contact-form.tsx',
  'web/components/help-links.tsx',
  'web/components/ui/character-count.tsx',
  'web/components/ui/form-dialog-footer.tsx',
  'web/components/ui/password-input.tsx',
  'web/components/ui/skeleton.tsx',
  'web/components/ui/toast-item.tsx',
  'web/components/ui/toast.tsx',
  'web/features/auth/confirm-email-banner.tsx',
  'web/features/auth/forgot-password-page.tsx',
  'web/features/auth/reset-password-page.tsx',
  'web/features/auth/sign-in-code-form.tsx',
  'web/features/auth/switch-account-dialog.tsx',
  'web/features/home/meetup-cards.tsx',
  'web/features/home/meetup-line.tsx',
  'web/features/home/member-home.tsx',
  'web/features/home/network-cards.tsx',
  'web/features/home/people-card.tsx',
  'web/features/home/venue-desk.tsx',
  'web/features/membership/current-plan.tsx',
  'web/features/membership/plan-card.tsx',
  'web/features/membership/switch-dialog.tsx',
  'web/features/membership/upgrade-account-page.tsx',
  'web/features/newsletter/newsletter-link-page.tsx',
  'web/lib/api.ts',
  'web/lib/session.tsx',
  // The server: API error messages and email templates (114 files).
  // Added at the merge of issue 30's sitemap and list slices (built alongside the catalogues).
  'server/bookings/deadline-jobs.ts',
  'server/db/seed-meetups.ts',
  'server/db/seed-venues.ts',
  'server/meetups/cancellation-jobs.ts',
  'server/meetups/public-page.ts',
];
