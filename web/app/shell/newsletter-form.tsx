import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { STORAGE_KEYS } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { readStored, writeStored } from './storage';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Footer newsletter sign-up. Nothing is sent (docs/product.md §2); the address is kept on this device. */
export function NewsletterForm() {
  const id = useId();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(() => readStored(STORAGE_KEYS.newsletter));

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(value)) {
      setError('Enter a valid email address, like name@example.com.');
      return;
    }
    setError(null);
    writeStored(STORAGE_KEYS.newsletter, value);
    setSubscribed(value);
    setEmail('');
    toast({ type: 'success', title: 'Subscribed', message: 'Thanks — we will keep you posted.' });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="newsletter-form">
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
          aria-describedby={error ? `${id}-error` : subscribed ? `${id}-done` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="shrink-0">
          <Send aria-hidden="true" className="size-4" />
          Subscribe
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {subscribed && !error && (
        <p id={`${id}-done`} className="mt-2 text-sm text-ink-muted">
          Subscribed as {subscribed}.
        </p>
      )}
    </form>
  );
}
