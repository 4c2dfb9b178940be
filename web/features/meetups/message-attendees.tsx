import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_MAX } from '../../../contracts/meetup-attendees';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, TextArea, TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { plural } from '../../../contracts/format';
import { useAnnounce } from './attendees-api';

/** "Message attendees" (issue 15): one announcement to everyone going, in-app and by email. */
export function MessageAttendees({ meetupId }: { meetupId: string }) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const announce = useAnnounce(meetupId);
  const { toast } = useToast();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const r = await announce.mutateAsync({ subject, message });
      toast({ type: 'success', title: 'Message sent', message: `On its way to ${plural(r.recipients, 'attendee')}.` });
      setOpen(false);
      setSubject('');
      setMessage('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Please try again.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Megaphone aria-hidden="true" className="size-4" /> Message attendees
      </Button>
      <DialogContent title="Message attendees" description="Everyone going gets it in the app and by email, unless they have turned announcements off.">
        <form onSubmit={submit} className="space-y-4">
          <Field label="Subject">
            {({ id }) => <TextInput id={id} value={subject} onChange={(e) => setSubject(e.target.value)} required minLength={3} maxLength={120} />}
          </Field>
          <Field label="Message">
            {({ id }) => <TextArea id={id} value={message} onChange={(e) => setMessage(e.target.value)} required rows={5} maxLength={ANNOUNCEMENT_MAX} />}
          </Field>
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={announce.isPending}>
              {announce.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
