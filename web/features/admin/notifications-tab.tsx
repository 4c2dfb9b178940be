import { Send, ServerCog } from 'lucide-react';
import { useState } from 'react';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '../../../contracts/admin';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, inputClasses, TextArea, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { accessToken } from '../../lib/api';
import { cn } from '../../lib/cn';
import { serverErrorText } from '../../lib/functions';
import { PanelHeading } from './admin-ui';
import { sendNotifications } from './api';
import { Form } from '../../components/ui/form';

type Errors = { title?: string; message?: string };

/** Notifications tab (docs/product.md §2, §5, §10, §8): one user by id, or a broadcast optionally by role. */
export function NotificationsTab({ canAct }: { canAct: boolean }) {
  const { toast } = useToast();
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const single = userId.trim() !== '';

  const submit = async () => {
    const next: Errors = {};
    if (!title.trim()) next.title = 'Enter a title.';
    if (!message.trim()) next.message = 'Enter a message.';
    setErrors(next);
    if (next.title || next.message) return;
    if (!(await accessToken())) {
      toast({ type: 'warning', title: 'Not signed in yet', message: 'Please wait a moment for your session to load, then try again.' });
      return;
    }
    setBusy(true);
    try {
      const res = await sendNotifications({
        title: title.trim(),
        message: message.trim(),
        type: 'info',
        mode: single ? 'single' : 'broadcast',
        ...(single ? { userId: userId.trim() } : role ? { role } : {}),
      });
      toast({ type: 'success', title: 'Notification sent', message: res?.message || 'Delivery enqueued' });
      setMessage('');
    } catch (err) {
      toast({ type: 'error', title: 'Send failed', message: serverErrorText(err) ?? 'Unexpected error.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-notifications-heading" className="max-w-2xl">
      <PanelHeading
        id="admin-notifications-heading"
        title="Send a notification"
        description="Appears in members' notification centre at once, with sound and vibration if they allow it."
      />
      <Alert tone="info" className="mb-5">
        <span className="flex gap-2.5">
          <ServerCog aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Server-side sending is required: notifications are sent by the server (the admin-send-notifications function), never written from the browser. Members who have
            switched off announcements in their settings are skipped.
          </span>
        </span>
      </Alert>
      <Form noValidate className="space-y-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Target user id" hint="Leave blank to broadcast to every active member.">
            {({ id, describedBy }) => (
              <TextInput id={id} aria-describedby={describedBy} value={userId} onChange={(e) => setUserId(e.target.value)} placeholder="Blank = broadcast" autoComplete="off" spellCheck={false} className="font-mono text-sm" />
            )}
          </Field>
          <Field label="Role filter (broadcast only)" hint={single ? 'Not used when sending to one user.' : 'Optional: only members with this role.'}>
            {({ id, describedBy }) => (
              <select id={id} aria-describedby={describedBy} value={role} disabled={single} onChange={(e) => setRole(e.target.value)} className={cn(inputClasses, 'appearance-auto')}>
                <option value="">All roles</option>
                <option value="basic">basic</option>
                <option value="professional">professional</option>
                <option value="venue">venue</option>
              </select>
            )}
          </Field>
        </div>
        <Field label="Title" error={errors.title}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid} value={title} maxLength={NOTIFICATION_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        <Field label="Message" error={errors.message} hint={`${message.length} / ${NOTIFICATION_MESSAGE_MAX}`}>
          {({ id, describedBy, invalid }) => (
            <TextArea id={id} aria-describedby={describedBy} aria-invalid={invalid} value={message} maxLength={NOTIFICATION_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} rows={4} />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!canAct || busy}>
            <Send aria-hidden="true" className="size-4" /> {busy ? 'Sending…' : 'Send notification'}
          </Button>
          <span className="text-sm text-ink-muted">{single ? 'Sends to one user.' : role ? `Broadcasts to every ${role} member.` : 'Broadcasts to every member.'}</span>
        </div>
      </Form>
    </section>
  );
}
