import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_CHECK_INBOX } from '../../../contracts/newsletter-copy';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { api, ApiRequestError } from '../../lib/api';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Footer newsletter sign-up: the server keeps the list and emails a confirmation link (double
 * opt-in), so the box says to check the inbox, never "subscribed" (issue 17).
 */
export function NewsletterForm() {
  const id = useId();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(value)) {
      setError('Enter a valid email address, like name@example.com.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await api('/api/newsletter/subscribe', { body: { email: value } });
      setSentTo(value);
      setEmail('');
      toast({ type: 'success', title: 'Check your inbox to confirm', message: `We sent a confirmation link to ${value}.` });
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not reach Civic Connect. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid="newsletter-form">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
        The Civic Connect briefing
      </h2>
      <p className="mt-1 text-sm text-ink-muted">New venues, standout meetups and member news, once a month. No spam.</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address for the newsletter
        </label>
        <TextInput
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : sentTo ? `${id}-done` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="shrink-0" disabled={sending}>
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'Sending…' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {sentTo && !error && (
        <p id={`${id}-done`} role="status" className="mt-2 text-sm text-ink-muted">
          {NEWSLETTER_CHECK_INBOX} We sent the link to {sentTo}.
        </p>
      )}
    </form>
  );
}
