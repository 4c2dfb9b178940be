import { ArrowLeft, FlaskConical, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { activeLocale, t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useSession } from '../../lib/session';
import { gotResponse, serverErrorText } from '../../lib/functions';
import { AdminOnly, useAdminAccess } from './admin-access';
import { sendEmail } from './api';
import { Form } from '../../components/ui/form';
import { adminTestEmailForm } from '../../../contracts/admin';
import { useContractForm } from '../../lib/contract-form';
import { dateFormat } from '../../../contracts/format';

/** /admin/email-tools (docs/product.md §2 "Admin Email Tools"): send a test email to check delivery. */
export default function EmailToolsPage() {
  return (
    <AdminOnly>
      <EmailTools />
    </AdminOnly>
  );
}

function EmailTools() {
  const { toast } = useToast();
  const { profile } = useSession();
  const canAct = useAdminAccess() === 'admin';
  const [to, setTo] = useState('');
  // The contract's adminTestEmailForm by the input; the function's answer is the specification's toast.
  const form = useContractForm(adminTestEmailForm, ['to'], (body) => send(body.to), t('admin.errors.unexpectedDot'));
  const error = form.errors.to;

  const send = async (recipient: string) => {
    const sentAt = dateFormat(activeLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date());
    try {
      await sendEmail({
        to: recipient,
        subject: t('admin.tools.subject'),
        text: profile?.email ? t('admin.tools.textBy', { sentAt, email: profile.email }) : t('admin.tools.text', { sentAt }),
        templateType: 'test',
      });
      toast({ type: 'success', title: t('admin.tools.sent'), message: t('admin.tools.sentMessage') });
    } catch (err) {
      toast({ type: 'error', title: t('admin.tools.failed'), message: gotResponse(err) ? (serverErrorText(err) ?? t('admin.errors.function')) : t('admin.errors.unexpectedDot') });
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <Link to="/admin?tab=emailLogs" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('admin.page.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('admin.tools.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('admin.tools.intro')}</p>

      <Card className="mt-6">
        <Form noValidate className="space-y-4" onSubmit={() => form.submit({ to })}>
          <Field label={t('admin.tools.address')} error={error} hint={t('admin.tools.subjectHint', { subject: t('admin.tools.subject') })}>
            {({ id, describedBy, invalid }) => (
              <TextInput
                id={id}
                type="email"
                autoComplete="email"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={to}
                placeholder={t('admin.tools.placeholder')}
                onChange={(e) => {
                  setTo(e.target.value);
                  form.clear('to');
                }}
              />
            )}
          </Field>
          <Button type="submit" disabled={!canAct || form.pending} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" /> {form.pending ? t('admin.tools.sending') : t('admin.tools.send')}
          </Button>
        </Form>
      </Card>

      <section aria-labelledby="email-tools-notes" className="mt-6 rounded-card border border-line bg-surface-raised p-5">
        <h2 id="email-tools-notes" className="flex items-center gap-2 font-semibold text-ink">
          <FlaskConical aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" /> {t('admin.tools.adminOnly')}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-ink-muted">
          <li>{t('admin.tools.noteAdmins')}</li>
          <li>{t('admin.tools.noteAtOnce')}</li>
          <li>
            {richText(t('admin.tools.noteLogs'), {
              logs: (words) => (
                <Link to="/admin?tab=emailLogs" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
                  {words}
                </Link>
              ),
            })}
          </li>
          <li>{t('admin.tools.noteNothing')}</li>
        </ul>
      </section>
    </div>
  );
}
