import { Building2, CalendarDays, CalendarPlus, ClipboardCheck, LocateFixed, Plus, SquarePlus, UserRound, Wrench, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { useSession } from '../../lib/session';
import { useMyMeetupCount } from './api';
import { RadiusDialog } from './radius-dialog';
import { t, useAppMessages } from '../../lib/i18n';

const useWide = () => {
  const query = '(min-width: 1024px)';
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const on = () => setWide(mql.matches);
    mql.addEventListener('change', on);
    return () => mql.removeEventListener('change', on);
  }, []);
  return wide;
};

/**
 * docs/product.md §2 Mobile quick-action button: under 1024px, for professional and venue users,
 * a floating button opening a menu whose items follow the role rules.
 *
 * Issue 27 (decision 0053): it is a way to act, not a source of news, so it stays one calm
 * colour, pops no hint over the page, and wears no badge — a red count on it read as unread
 * alerts. The member's upcoming count lives on the Meetups tab and the home page; the menu names
 * it beside "Browse Global Meetups" in plain text.
 */
/**
 * While the member types in a field the button steps aside: on a phone the field and the
 * keyboard fill the screen, and a floating button would sit on what they are writing.
 */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const editable = (el: EventTarget | null) => el instanceof HTMLElement && (el.matches('input:not([type=checkbox],[type=radio],[type=button],[type=submit],[type=range],[type=file]), textarea, select') || el.isContentEditable);
    const on = (e: FocusEvent) => setTyping(editable(e.target));
    const off = (e: FocusEvent) => setTyping(editable(e.relatedTarget));
    document.addEventListener('focusin', on);
    document.addEventListener('focusout', off);
    return () => {
      document.removeEventListener('focusin', on);
      document.removeEventListener('focusout', off);
    };
  }, []);
  return typing;
}

export function QuickActionButton() {
  const { status, role } = useSession();
  const wide = useWide();
  const typing = useTyping();
  const count = useMyMeetupCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const [radiusOpen, setRadiusOpen] = useState(false);
  const eligible = status === 'signedIn' && (role === 'professional' || role === 'venue') && !wide;

  if (!eligible) return null;
  if (typing && !menuOpen && !radiusOpen) return null;
  return <QuickActions pro={role === 'professional'} venue={role === 'venue'} count={count} menuOpen={menuOpen} setMenuOpen={setMenuOpen} radiusOpen={radiusOpen} setRadiusOpen={setRadiusOpen} />;
}

/**
 * The button and its menu, in the app's words: the shell shows it on the core's pages too, so it
 * waits for the app's areas (decision 0067) — only for the members who see it.
 */
function QuickActions(props: { pro: boolean; venue: boolean; count: number; menuOpen: boolean; setMenuOpen: (open: boolean) => void; radiusOpen: boolean; setRadiusOpen: (open: boolean) => void }) {
  useAppMessages();
  const { pro, venue, count, menuOpen, setMenuOpen, radiusOpen, setRadiusOpen } = props;
  const countLabel = t('meetups.quick.upcomingCount', { count });

  return (
    <>
      <div className="fixed end-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex items-center gap-2 lg:hidden" data-testid="quick-action">
        <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
          <DropdownMenuTrigger
            aria-label={t('meetups.quick.title')}
            data-testid="quick-action-button"
            className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl shadow-brand-900/30 ring-4 ring-surface transition-transform active:scale-95 dark:bg-brand-600"
          >
            {menuOpen ? <Plus aria-hidden="true" className="size-7 rotate-45 transition-transform" /> : <Zap aria-hidden="true" className="size-6" />}
          </DropdownMenuTrigger>
          <DropdownMenuContent side="top" align="end" className="w-[min(20rem,calc(100vw-2rem))]">
            <DropdownMenuLabel>{t('meetups.quick.title')}</DropdownMenuLabel>
            {pro && (
              <DropdownMenuItem onSelect={() => setRadiusOpen(true)}>
                <LocateFixed aria-hidden="true" /> {t('meetups.quick.nearby')}
              </DropdownMenuItem>
            )}
            {pro && (
              <DropdownMenuItem asChild>
                <Link to="/meetups">
                  <CalendarDays aria-hidden="true" /> {t('meetups.detail.browse')}
                  {count > 0 && (
                    <span data-testid="quick-action-count" className="ms-auto shrink-0 rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink-muted">
                      {countLabel}
                    </span>
                  )}
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuItem asChild>
              <Link to="/venues">
                <Building2 aria-hidden="true" /> {t('meetups.quick.venues')}
              </Link>
            </DropdownMenuItem>
            {pro && (
              <DropdownMenuItem asChild>
                <Link to="/create-meetup">
                  <CalendarPlus aria-hidden="true" /> {t('meetups.list.create')}
                </Link>
              </DropdownMenuItem>
            )}
            {venue && (
              <DropdownMenuItem asChild>
                <Link to="/create-venue">
                  <SquarePlus aria-hidden="true" /> {t('meetups.quick.addVenue')}
                </Link>
              </DropdownMenuItem>
            )}
            {venue && (
              <DropdownMenuItem asChild>
                <Link to="/venue-management?focus=approvals">
                  <ClipboardCheck aria-hidden="true" /> {t('meetups.quick.approve')}
                </Link>
              </DropdownMenuItem>
            )}
            {venue && (
              <DropdownMenuItem asChild>
                <Link to="/venue-management">
                  <Wrench aria-hidden="true" /> {t('meetups.quick.manageVenues')}
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <UserRound aria-hidden="true" /> {t('meetups.quick.profile')}
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <RadiusDialog open={radiusOpen} onOpenChange={setRadiusOpen} />
    </>
  );
}
