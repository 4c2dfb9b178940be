import { Send } from 'lucide-react';
import { useState } from 'react';
import { contactMessage } from '../../contracts/contact';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Field, TextArea, TextInput } from './ui/field';
import { Form } from './ui/form';
import { api, ApiRequestError } from '../lib/api';
import { cn } from '../lib/cn';
import { useContractForm } from '../lib/contract-form';
import { t } from '../lib/i18n';


type Values = { name: string; email: string; subject: string; message: string; company: string };
const EMPTY: Values = { name: '', email: '', subject: '', message: '', company: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The one contact form (docs/product.md §1, §4, §5), on /contact-us and the desktop landing page:
 * required fields, a hidden company spam trap, POST /api/contact through lib/api. The contract's
 * rules (contracts/contact.ts) are checked here as the server checks them; each problem shows by
 * its input. `className` frames it for its page.
 */
export function ContactForm({ className }: { className?: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(
    contactMessage,
    FIELDS,
    async (body) => {
      // Bots fill every field; people never see this one. Pretend it worked and send nothing.
      if (body.company?.trim()) {
        setValues(EMPTY);
        setDone(t('contact.thanks'));
        return;
      }
      try {
        await api('/api/contact', { method: 'POST', body });
      } catch (err) {
        // The form's rules refused by the server show as they would here (by the input, or once for
        // the form); anything else is the product's failure sentence.
        if (err instanceof ApiRequestError && err.status === 400) throw err;
        throw new Error(t('contact.failed'));
      }
      setValues(EMPTY);
      setDone(t('contact.sent'));
    },
    t('contact.failed'),
  );
  const { errors } = form;
  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    if (key !== 'company') form.clear(key);
  };
  const submit = () => {
    setDone(null);
    return form.submit({ name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim(), company: values.company });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('contact.formLabel')} data-testid="contact-form" className={cn('relative space-y-5', className)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.name')} error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} name="name" autoComplete="name" required value={values.name} onChange={set('name')} aria-describedby={describedBy} aria-invalid={invalid} />
          )}
        </Field>
        <Field label={t('contact.email')} error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </div>
      <Field label={t('contact.subject')} error={errors.subject}>
        {({ id, describedBy, invalid }) => <TextInput id={id} name="subject" value={values.subject} onChange={set('subject')} aria-describedby={describedBy} aria-invalid={invalid} />}
      </Field>
      <Field label={t('contact.message')} error={errors.message}>
        {({ id, describedBy, invalid }) => (
          <TextArea id={id} name="message" rows={6} required value={values.message} onChange={set('message')} aria-describedby={describedBy} aria-invalid={invalid} />
        )}
      </Field>
      {/* Spam trap: off-screen, hidden from assistive technology and out of the tab order. */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-company">{t('contact.company')}</label>
        <input id="contact-company" name="company" type="text" tabIndex={-1} autoComplete="off" value={values.company} onChange={set('company')} />
      </div>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.pending}>
        <Send aria-hidden="true" className="size-4" />
        {form.pending ? t('common.sending') : t('contact.send')}
      </Button>
    </Form>
  );
}
