import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextArea, TextInput } from '../../../components/ui/field';

type Status = { kind: 'idle' | 'submitting' } | { kind: 'success' | 'error' | 'invalid'; text: string };
const EMPTY = { name: '', email: '', subject: '', message: '', company: '' };

/** Landing contact form (docs/product.md §1, §4): idle, submitting, success or failure; `company` is a spam trap. */
export function ContactForm() {
  const [form, setForm] = useState(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (form.company.trim()) {
      // A bot filled the hidden field: look successful, send nothing.
      setForm(EMPTY);
      setStatus({ kind: 'success', text: 'Thanks!' });
      return;
    }
    const body = { name: form.name.trim(), email: form.email.trim(), subject: form.subject.trim(), message: form.message.trim(), company: '' };
    if (!body.name || !body.email || !body.message) {
      setStatus({ kind: 'invalid', text: 'Please fill in name, email, and message.' });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const res = await fetch('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`Contact request failed (${res.status})`);
      setForm(EMPTY);
      setStatus({ kind: 'success', text: 'Thanks — your message has been sent.' });
    } catch {
      setStatus({ kind: 'error', text: 'Sorry, something went wrong. Please try again later.' });
    }
  }

  const busy = status.kind === 'submitting';
  return (
    <form onSubmit={submit} noValidate className="relative space-y-5 rounded-card border border-line bg-surface-raised p-8 shadow-sm" data-testid="contact-form">
      {'text' in status && <Alert tone={status.kind === 'success' ? 'success' : 'error'}>{status.text}</Alert>}
      <div className="grid grid-cols-2 gap-5">
        <Field label="Name">
          {({ id }) => <TextInput id={id} name="name" autoComplete="name" value={form.name} onChange={set('name')} required />}
        </Field>
        <Field label="Email">
          {({ id }) => <TextInput id={id} name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required />}
        </Field>
      </div>
      <Field label="Subject (optional)">{({ id }) => <TextInput id={id} name="subject" value={form.subject} onChange={set('subject')} />}</Field>
      <Field label="Message">{({ id }) => <TextArea id={id} name="message" rows={5} value={form.message} onChange={set('message')} required />}</Field>
      {/* Spam trap: hidden from people and assistive technology; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-company">Company</label>
        <input id="contact-company" name="company" tabIndex={-1} autoComplete="off" value={form.company} onChange={set('company')} />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
