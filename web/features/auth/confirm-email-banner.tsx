import { MailCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session';

/**
 * Shown to signed-in members whose address is not confirmed yet (issue 9): they may use the
 * app meanwhile; Resend sends a new link. It goes once the session carries the confirmed user
 * (after the link, or when this tab comes back into view after confirming elsewhere).
 */
export function ConfirmEmailBanner() {
  const { emailUnconfirmed, session, resendConfirmation, recheckConfirmation } = useSession();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const email = session?.user.email ?? '';

  useEffect(() => {
    if (!emailUnconfirmed) return;
    const onVisible = () => document.visibilityState === 'visible' && void recheckConfirmation();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [emailUnconfirmed, recheckConfirmation]);

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
            We sent a link to <span className="font-medium break-all">{email}</span>.
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void resend()} disabled={sending} className="shrink-0">
          {sending ? 'Sending…' : 'Resend'}
        </Button>
      </div>
    </section>
  );
}
