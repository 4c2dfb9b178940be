import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { gotResponse, serverErrorText } from '../../lib/functions';
import { PanelHeading } from './admin-ui';
import { sendEmail } from './api';
import { Form } from '../../components/ui/form';
import { adminEmailForm } from '../../../contracts/admin';
import { useContractForm } from '../../lib/contract-form';

const FIELDS = ['to', 'subject', 'text'] as const;

/** Email (SendGrid) tab: a one-off email through the send-email function (docs/product.md §2, §10, §8 Test email). */
export function EmailTab({ canAct }: { canAct: boolean }) {
  const { toast } = useToast();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  // The contract's adminEmailForm by each input; the function's answer is the specification's toast.
  const form = useContractForm(
    adminEmailForm,
    FIELDS,
    async (mail) => {
      try {
        await sendEmail({ ...mail, templateType: 'test' });
        toast({ type: 'success', title: `Test email sent to ${mail.to}` });
      } catch (err) {
        console.error('send-email failed', err);
        if (gotResponse(err)) toast({ type: 'error', title: 'Failed to send test email. Check console for details.', message: serverErrorText(err) ?? undefined });
        else toast({ type: 'error', title: 'An error occurred while sending the test email' });
      }
    },
    'An error occurred while sending the test email',
  );
  const { errors } = form;
  const submit = () => form.submit({ to, subject, text: body });

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
            <TextInput id={id} type="email" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid} value={to} onChange={(e) => (setTo(e.target.value), form.clear('to'))} placeholder="name@example.com" />
          )}
        </Field>
        <Field label="Subject" error={errors.subject}>
          {({ id, describedBy, invalid }) => <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={subject} maxLength={300} onChange={(e) => (setSubject(e.target.value), form.clear('subject'))} />}
        </Field>
        <Field label="Body" error={errors.text} hint="Plain text; line breaks are kept.">
          {({ id, describedBy, invalid }) => <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={body} rows={6} onChange={(e) => (setBody(e.target.value), form.clear('text'))} />}
        </Field>
        <Button type="submit" disabled={!canAct || form.pending}>
          <Mail aria-hidden="true" className="size-4" /> {form.pending ? 'Sending…' : 'Send email'}
        </Button>
      </Form>
    </section>
  );
}
