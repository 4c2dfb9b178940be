import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { useQrCode } from '../../lib/use-qr-code';
import { useTicket } from './attendees-api';
import { t } from '../../lib/i18n';

/** The attendee's ticket (issue 15): a QR code drawn on this device, shown at the door. */
export function TicketCard({ meetupId, title }: { meetupId: string; title: string }) {
  const { data: ticket } = useTicket(meetupId, true);
  const qr = useQrCode(ticket?.qr ?? null, 240);
  if (!ticket) return null;
  return (
    <Card className="space-y-3 text-center" data-testid="ticket">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('meetups.ticket.title')}</h2>
      <div className="mx-auto w-fit rounded-xl bg-white p-3 ring-1 ring-line">
        {qr ? <img src={qr} alt={t('meetups.ticket.qrAlt', { title })} width={200} height={200} className="size-48" /> : <div className="size-48" aria-hidden="true" />}
      </div>
      <p dir="auto" className="font-semibold text-ink">{ticket.name}</p>
      {ticket.checked_in_at ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 dark:text-emerald-200">
          <CheckCircle2 aria-hidden="true" className="size-4" /> {t('meetups.ticket.checkedIn')}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{t('meetups.ticket.showAtDoor')}</p>
      )}
    </Card>
  );
}
