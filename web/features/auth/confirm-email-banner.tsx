import { MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { onEmailNotConfirmed } from '../../lib/api';
import { useSession } from '../../lib/session';

/** Said when the server refuses an action for want of a confirmed address (issue 24). */
export const NOT_CONFIRMED_TOAST = {
  title: 'Confirm your email first',
  message: 'Adding venues or meetups, booking, joining and posting wait until your email address is confirmed.',
} as const;

/**
 * Shown to signed-in members whose address is not confirmed yet (issue 9): they may browse and
 * edit their own profile meanwhile, but nothing that reaches anyone else (issue 24; the server
 * refuses it with email_not_confirmed, and then a toast says why and offers Resend too). Resend
 * sends a new link. It goes once the session carries the confirmed user (after the link, or
 * when this tab comes back into view after confirming elsewhere).
 */
export function ConfirmEmailBanner() {
  const { emailUnconfirmed, session, resendConfirmation, recheckConfirmation } = useSession();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const email = session?.user.email ?? '';
  const resendRef = useRef<() => Promise<void>>(async () => undefined);
  const lastSaid = useRef(0);

  // A refused action says why, wherever the member is on the page (once per few seconds).
  useEffect(
    () =>
      onEmailNotConfirmed(() => {
        if (Date.now() - lastSaid.current < 4000) return;
        lastSaid.current = Date.now();
        toast({ type: 'warning', ...NOT_CONFIRMED_TOAST, duration: 10_000, action: { label: 'Resend', onClick: () => void resendRef.current() } });
      }),
    [toast],
  );

  useEffect(() => {
    if (!emailUnconfirmed) return;
    const onVisible = () => document.visibilityState === 'visible' && void recheckConfirmation();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [emailUnconfirmed, recheckConfirmation]);

  resendRef.current = resend;
  if (!emailUnconfirmed) return null;

  async function resend() {
    setSending(true);
    const { error } = await resendConfirmation();
    setSending(false);
    if (error) toast({ type: 'error', title: 'Email not sent', message: error.message });
    else toast({ type: 'success', title: 'Confirmation email sent', message: `We sent a new link to ${email}.` });
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="confirm-email-banner"
      className="border-b border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-800/70 dark:bg-brand-950 dark:text-brand-50"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:gap-4 sm:px-6">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="min-w-0 flex-1 text-sm">
          <p id={titleId} className="font-semibold">
            Confirm your email address
          </p>
          <p className="text-brand-900 dark:text-brand-100">
            We sent a link to <span className="font-medium break-all">{email}</span>. Until then you can browse and edit your profile, but not add venues
            or meetups, book, join or post.
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void resend()} disabled={sending} className="shrink-0">
          {sending ? 'Sending…' : 'Resend'}
        </Button>
      </div>
    </section>
  );
}
