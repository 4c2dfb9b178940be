import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Field, TextArea, TextInput } from './ui/field';
import { api } from '../lib/api';
import { cn } from '../lib/cn';

const CONTACT_TEXT = {
  required: 'Please fill in name, email, and message.',
  sent: 'Thanks — your message has been sent.',
  failed: 'Sorry, something went wrong. Please try again later.',
  trapped: 'Thanks!',
} as const;

type Form = { name: string; email: string; subject: string; message: string; company: string };
type Status = { kind: 'idle' | 'submitting' } | { kind: 'error' | 'success'; text: string };
const EMPTY: Form = { name: '', email: '', subject: '', message: '', company: '' };

/**
 * The one contact form (docs/product.md §1, §4, §5), on /contact-us and the desktop landing page:
 * required fields, a hidden company spam trap, POST /api/contact through lib/api. `className`
 * frames it for its page.
 */
export function ContactForm({ className }: { className?: string }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const busy = status.kind === 'submitting';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // Bots fill every field; people never see this one. Pretend it worked and send nothing.
    if (form.company.trim()) {
      setForm(EMPTY);
      setStatus({ kind: 'success', text: CONTACT_TEXT.trapped });
      return;
    }
    if (!form.name.trim() || !form.email.trim() || !form.message.trim()) {
      setStatus({ kind: 'error', text: CONTACT_TEXT.required });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      await api('/api/contact', {
        method: 'POST',
        body: { name: form.name.trim(), email: form.email.trim(), subject: form.subject.trim(), message: form.message.trim(), company: form.company },
      });
      setForm(EMPTY);
      setStatus({ kind: 'success', text: CONTACT_TEXT.sent });
    } catch {
      setStatus({ kind: 'error', text: CONTACT_TEXT.failed });
    }
  }

  const missing = status.kind === 'error' && status.text === CONTACT_TEXT.required;
  return (
    <form onSubmit={submit} noValidate aria-label="Contact form" data-testid="contact-form" className={cn('relative space-y-5', className)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name">
          {({ id }) => <TextInput id={id} name="name" autoComplete="name" required value={form.name} onChange={set('name')} aria-invalid={missing && !form.name.trim()} />}
        </Field>
        <Field label="Email">
          {({ id }) => (
            <TextInput id={id} name="email" type="email" inputMode="email" autoComplete="email" required value={form.email} onChange={set('email')} aria-invalid={missing && !form.email.trim()} />
          )}
        </Field>
      </div>
      <Field label="Subject (optional)">{({ id }) => <TextInput id={id} name="subject" value={form.subject} onChange={set('subject')} />}</Field>
      <Field label="Message">
        {({ id }) => <TextArea id={id} name="message" rows={6} required value={form.message} onChange={set('message')} aria-invalid={missing && !form.message.trim()} />}
      </Field>
      {/* Spam trap: off-screen, hidden from assistive technology and out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-company">Company</label>
        <input id="contact-company" name="company" type="text" tabIndex={-1} autoComplete="off" value={form.company} onChange={set('company')} />
      </div>
      {(status.kind === 'error' || status.kind === 'success') && <Alert tone={status.kind}>{status.text}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
