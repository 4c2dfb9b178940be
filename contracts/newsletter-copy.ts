// Copy without schemas: the footer's form shows it on every page, and must not bring zod into
// the first load (issue 13). contracts/newsletter.ts re-exports it for the server.

/** What the footer says after a sign-up, whatever the address (double opt-in, issue 17). */
export const NEWSLETTER_CHECK_INBOX = 'Check your inbox to confirm your subscription.';
