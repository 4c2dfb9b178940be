import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { gotResponse, serverErrorText } from '../../lib/functions';
import { PanelHeading } from './admin-ui';
import { sendEmail } from './api';
import { Form } from '../../components/ui/form';

export const INVALID_EMAIL = 'Please enter a valid email address';
/** docs/product.md §5 "Admin test email": non-empty and contains @. */
export const looksLikeEmail = (v: string) => v.trim() !== '' && v.includes('@');

type Errors = { to?: string; subject?: string; body?: string };

/** Email (SendGrid) tab: a one-off email through the send-email function (docs/product.md §2, §10, §8 Test email). */
export function EmailTab({ canAct }: { canAct: boolean }) {
  const { toast } = useToast();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next: Errors = {};
    if (!looksLikeEmail(to)) next.to = INVALID_EMAIL;
    if (!subject.trim()) next.subject = 'Enter a subject.';
    if (!body.trim()) next.body = 'Enter a message.';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    const recipient = to.trim();
    try {
      await sendEmail({ to: recipient, subject: subject.trim(), text: body, templateType: 'test' });
      toast({ type: 'success', title: `Test email sent to ${recipient}` });
    } catch (err) {
      console.error('send-email failed', err);
      if (gotResponse(err)) toast({ type: 'error', title: 'Failed to send test email. Check console for details.', message: serverErrorText(err) ?? undefined });
      else toast({ type: 'error', title: 'An error occurred while sending the test email' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-email-heading" className="max-w-2xl">
      <PanelHeading
        id="admin-email-heading"
        title="Send an email"
        description="Delivered through the configured mail service (SendGrid's SMTP relay when set up) and recorded in the email logs."
      />
      <Form noValidate className="space-y-4" onSubmit={submit}>
        <Field label="To" error={errors.to}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="email" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid} value={to} onChange={(e) => setTo(e.target.value)} placeholder="name@example.com" />
          )}
        </Field>
        <Field label="Subject" error={errors.subject}>
          {({ id, describedBy, invalid }) => <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={subject} maxLength={300} onChange={(e) => setSubject(e.target.value)} />}
        </Field>
        <Field label="Body" error={errors.body} hint="Plain text; line breaks are kept.">
          {({ id, describedBy, invalid }) => <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={body} rows={6} onChange={(e) => setBody(e.target.value)} />}
        </Field>
        <Button type="submit" disabled={!canAct || busy}>
          <Mail aria-hidden="true" className="size-4" /> {busy ? 'Sending…' : 'Send email'}
        </Button>
      </Form>
    </section>
  );
}
