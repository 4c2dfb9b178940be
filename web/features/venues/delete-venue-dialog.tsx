import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { useDeleteVenue } from './api';
import { t } from '../../lib/i18n';

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
          <Trash2 aria-hidden="true" className="size-4" /> {t('venues.manage.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('venues.delete.title', { name })} description={t('venues.delete.everywhere')}>
        {del.isError && <Alert tone="error">{(del.error as Error).message || t('venues.delete.couldNot')}</Alert>}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('venues.delete.keep')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={del.isPending}
            onClick={() =>
              del.mutate(venueId, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ type: 'success', title: t('venues.delete.done'), message: t('venues.delete.doneBody', { name }) });
                  navigate(after);
                },
              })
            }
          >
            {del.isPending ? t('venues.delete.deleting') : t('venues.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
