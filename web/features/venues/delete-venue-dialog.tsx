import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { useDeleteVenue } from './api';

/** Delete with a confirmation (owner or admin). */
export function DeleteVenueButton({ venueId, name, after = '/venue-management', size = 'md' }: { venueId: string; name: string; after?: string; size?: 'sm' | 'md' }) {
  const del = useDeleteVenue();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size={size} className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40">
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent title={`Delete ${name}?`} description="The venue, its photos and its ratings are removed for everyone. Meetups already booked keep the venue's name and address.">
        {del.isError && <Alert tone="error">{(del.error as Error).message || 'The venue could not be deleted.'}</Alert>}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep venue</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={del.isPending}
            onClick={() =>
              del.mutate(venueId, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ type: 'success', title: 'Venue deleted', message: `${name} is no longer listed.` });
                  navigate(after);
                },
              })
            }
          >
            {del.isPending ? 'Deleting…' : 'Delete venue'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
