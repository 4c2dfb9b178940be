import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';

/**
 * ───────────────────────────────────────────────────────────────────────────
 * MY MEETUPS — placeholder for the meetups work (issue 5).
 * Replace the body with the member's meetups: organising and attending
 * (PRODUCT.md /profile). Keep the export name and props so profile-page.tsx
 * does not need to change.
 * ───────────────────────────────────────────────────────────────────────────
 */
export function MyMeetupsSection({ role }: { role: string }) {
  if (role !== 'professional') return null;
  return (
    <Card className="space-y-2" data-section="my-meetups">
      <h2 className="text-lg font-semibold text-ink">My meetups</h2>
      <p className="text-ink-muted">Meetups you organise or attend are listed on the meetups page.</p>
      <Link to="/meetups" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline dark:text-brand-300">
        <CalendarDays aria-hidden="true" className="size-4" /> Go to Global Meetups
      </Link>
    </Card>
  );
}
