import { ArrowLeft, FlaskConical, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session';
import { gotResponse, serverErrorText } from '../../lib/functions';
import { AdminOnly, useAdminAccess } from './admin-access';
import { sendEmail } from './api';
import { Form } from '../../components/ui/form';
import { adminTestEmailForm } from '../../../contracts/admin';
import { useContractForm } from '../../lib/contract-form';

const TEST_SUBJECT = 'Civic Connect test email';

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
  const form = useContractForm(adminTestEmailForm, ['to'], (body) => send(body.to), 'Unexpected error.');
  const error = form.errors.to;

  const send = async (recipient: string) => {
    const sentAt = new Date().toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
    try {
      await sendEmail({
        to: recipient,
        subject: TEST_SUBJECT,
        text: `This is a test email from the Civic Connect admin tools, sent on ${sentAt}${profile?.email ? ` by ${profile.email}` : ''}.\n\nIf you can read this, email delivery works.`,
        templateType: 'test',
      });
      toast({ type: 'success', title: 'Email sent', message: 'Your test email was sent.' });
    } catch (err) {
      toast({ type: 'error', title: 'Email failed', message: gotResponse(err) ? (serverErrorText(err) ?? 'Edge Function error') : 'Unexpected error.' });
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <Link to="/admin?tab=emailLogs" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4" /> Admin dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Admin Email Tools</h1>
      <p className="mt-2 text-ink-muted">Check that email delivery works by sending yourself a test message.</p>

      <Card className="mt-6">
        <Form noValidate className="space-y-4" onSubmit={() => form.submit({ to })}>
          <Field label="Test Email Address" error={error} hint={`Subject: “${TEST_SUBJECT}”`}>
            {({ id, describedBy, invalid }) => (
              <TextInput
                id={id}
                type="email"
                autoComplete="email"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={to}
                placeholder="you@example.com"
                onChange={(e) => {
                  setTo(e.target.value);
                  form.clear('to');
                }}
              />
            )}
          </Field>
          <Button type="submit" disabled={!canAct || form.pending} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" /> {form.pending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </Form>
      </Card>

      <section aria-labelledby="email-tools-notes" className="mt-6 rounded-card border border-line bg-surface-raised p-5">
        <h2 id="email-tools-notes" className="flex items-center gap-2 font-semibold text-ink">
          <FlaskConical aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" /> Admin only
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink-muted">
          <li>Only administrators can open this page and send test emails; the server refuses anyone else.</li>
          <li>Test emails go out at once and ignore the recipient's email preferences.</li>
          <li>
            Every attempt, sent or failed, is recorded in the{' '}
            <Link to="/admin?tab=emailLogs" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
              email logs
            </Link>
            .
          </li>
          <li>Nothing is sent when this page opens: an email goes out only when you press Send Test Email.</li>
        </ul>
      </section>
    </div>
  );
}
