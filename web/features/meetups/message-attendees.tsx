import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { ANNOUNCEMENT_MAX, announcementBody } from '../../../contracts/meetup-attendees';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { t } from '../../lib/i18n';
import { useContractForm } from '../../lib/contract-form';
import { useAnnounce } from './attendees-api';

/** "Message attendees" (issue 15): one announcement to everyone going, in-app and by email. */
export function MessageAttendees({ meetupId }: { meetupId: string }) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const announce = useAnnounce(meetupId);
  const { toast } = useToast();
  // The contract's schema checks it here as the server will; a refusal shows by the input it names.
  const form = useContractForm(
    announcementBody,
    ['subject', 'message'] as const,
    async (body) => {
      const r = await announce.mutateAsync(body);
      toast({ type: 'success', title: t('meetups.message.sent'), message: t('meetups.message.onItsWay', { count: r.recipients }) });
      setOpen(false);
      setSubject('');
      setMessage('');
    },
    t('meetups.checkIn.tryAgain'),
  );
  const { errors } = form;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Megaphone aria-hidden="true" className="size-4" /> {t('meetups.message.title')}
      </Button>
      <DialogContent title={t('meetups.message.title')} description={t('meetups.message.description')}>
        <Form onSubmit={() => form.submit({ subject, message })} noValidate className="space-y-4">
          <Field label={t('meetups.message.subject')} error={errors.subject}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} value={subject} onChange={(e) => {
                  setSubject(e.target.value);
                  form.clear('subject');
                }} aria-describedby={describedBy} aria-invalid={invalid} required maxLength={120} />
            )}
          </Field>
          <Field label={t('meetups.message.message')} error={errors.message}>
            {({ id, describedBy, invalid }) => (
              <TextArea id={id} value={message} onChange={(e) => {
                  setMessage(e.target.value);
                  form.clear('message');
                }} aria-describedby={describedBy} aria-invalid={invalid} required rows={5} maxLength={ANNOUNCEMENT_MAX} />
            )}
          </Field>
          <FormDialogFooter error={errors.form} onCancel={() => setOpen(false)} pending={announce.isPending} submitLabel={t('meetups.message.send')} pendingLabel={t('meetups.message.sending')} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
