import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { ANNOUNCEMENT_MAX, announcementBody } from '../../../contracts/meetup-attendees';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { plural } from '../../../contracts/format';
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
      toast({ type: 'success', title: 'Message sent', message: `On its way to ${plural(r.recipients, 'attendee')}.` });
      setOpen(false);
      setSubject('');
      setMessage('');
    },
    'Please try again.',
  );
  const { errors } = form;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Megaphone aria-hidden="true" className="size-4" /> Message attendees
      </Button>
      <DialogContent title="Message attendees" description="Everyone going gets it in the app and by email, unless they have turned announcements off.">
        <Form onSubmit={() => form.submit({ subject, message })} noValidate className="space-y-4">
          <Field label="Subject" error={errors.subject}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} value={subject} onChange={(e) => {
                  setSubject(e.target.value);
                  form.clear('subject');
                }} aria-describedby={describedBy} aria-invalid={invalid} required maxLength={120} />
            )}
          </Field>
          <Field label="Message" error={errors.message}>
            {({ id, describedBy, invalid }) => (
              <TextArea id={id} value={message} onChange={(e) => {
                  setMessage(e.target.value);
                  form.clear('message');
                }} aria-describedby={describedBy} aria-invalid={invalid} required rows={5} maxLength={ANNOUNCEMENT_MAX} />
            )}
          </Field>
          <FormDialogFooter error={errors.form} onCancel={() => setOpen(false)} pending={announce.isPending} submitLabel="Send message" pendingLabel="Sending…" />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
