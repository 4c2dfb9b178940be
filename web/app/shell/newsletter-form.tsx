import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { useContractForm, type LazySchema } from '../../lib/contract-form';
import { t } from '../../lib/i18n';

type Signup = { email: string; company?: string };
// The contract's schema (contracts/newsletter.ts) comes with zod, which the first load does without:
// it loads when the box is first focused or sent.
const signup: LazySchema<Signup> = { load: () => import('../../../contracts/newsletter').then((m) => m.newsletterSignup) };

/**
 * Footer newsletter sign-up: the server keeps the list and emails a confirmation link (double
 * opt-in), so the box says to check the inbox, never "subscribed" (issue 17). The shared form with
 * the contract's newsletterSignup, as the server checks it.
 */
export function NewsletterForm() {
  const id = useId();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(
    signup,
    ['email'],
    async (body) => {
      await api('/api/newsletter/subscribe', { body });
      setSentTo(body.email);
      setEmail('');
      toast({ type: 'success', title: t('newsletter.checkInbox'), message: t('newsletter.sentTo', { email: body.email }) });
    },
    t('common.couldNotReach'),
  );
  // One line under the box: the address's problem or the form's.
  const error = typeof form.errors.email === 'string' ? form.errors.email : form.errors.form;

  return (
    <Form onSubmit={() => form.submit({ email: email.trim().toLowerCase() })} noValidate aria-labelledby={`${id}-title`} data-testid="newsletter-form">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('newsletter.blurb')}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <TextInput
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('common.emailPlaceholder')}
          value={email}
          onFocus={() => void signup.load()}
          onChange={(e) => {
            setEmail(e.target.value);
            form.clear('email');
            form.clear('form');
          }}
          aria-invalid={Boolean(form.errors.email)}
          aria-describedby={error ? `${id}-error` : sentTo ? `${id}-done` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="shrink-0" disabled={form.pending}>
          <Send aria-hidden="true" className="size-4" />
          {form.pending ? t('common.sending') : t('newsletter.subscribe')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {sentTo && !error && (
        <p id={`${id}-done`} role="status" className="mt-2 text-sm text-ink-muted">
          {t('newsletter.checkInboxLong')} {t('newsletter.sentLinkTo', { email: sentTo })}
        </p>
      )}
    </Form>
  );
}
