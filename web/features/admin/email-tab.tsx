import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { gotResponse, serverErrorText } from '../../lib/functions';
import { t } from '../../lib/i18n';
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
        toast({ type: 'success', title: t('admin.email.sent', { to: mail.to }) });
      } catch (err) {
        console.error('send-email failed', err);
        if (gotResponse(err)) toast({ type: 'error', title: t('admin.email.failed'), message: serverErrorText(err) ?? undefined });
        else toast({ type: 'error', title: t('admin.email.error') });
      }
    },
    t('admin.email.error'),
  );
  const { errors } = form;
  const submit = () => form.submit({ to, subject, text: body });

  return (
    <section aria-labelledby="admin-email-heading" className="max-w-2xl">
      <PanelHeading
        id="admin-email-heading"
        title={t('admin.email.title')}
        description={t('admin.email.description')}
      />
      <Form noValidate className="space-y-4" onSubmit={submit}>
        <Field label={t('admin.email.to')} error={errors.to}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="email" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid} value={to} onChange={(e) => (setTo(e.target.value), form.clear('to'))} placeholder={t('admin.email.placeholder')} />
          )}
        </Field>
        <Field label={t('admin.email.subject')} error={errors.subject}>
          {({ id, describedBy, invalid }) => <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={subject} maxLength={300} onChange={(e) => (setSubject(e.target.value), form.clear('subject'))} />}
        </Field>
        <Field label={t('admin.email.body')} error={errors.text} hint={t('admin.email.bodyHint')}>
          {({ id, describedBy, invalid }) => <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={body} rows={6} onChange={(e) => (setBody(e.target.value), form.clear('text'))} />}
        </Field>
        <Button type="submit" disabled={!canAct || form.pending}>
          <Mail aria-hidden="true" className="size-4" /> {form.pending ? t('admin.notify.sending') : t('admin.email.send')}
        </Button>
      </Form>
    </section>
  );
}
