import { Building2, CalendarDays, CalendarPlus, ClipboardCheck, LocateFixed, Plus, SquarePlus, UserRound, Wrench, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { COLOUR_ROTATION_MS, HINT_PILL_MS, STORAGE_KEYS, badgeText } from '../../../contracts/constants';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { useSession } from '../../lib/session';
import { useMyMeetupCount } from './api';
import { RadiusDialog } from './radius-dialog';
import './quick-action.css';

/** The six gradients the button rotates through, one every 3 s (docs/product.md §2, §9). */
export const QUICK_ACTION_GRADIENTS = [
  'linear-gradient(135deg, #4f46e5, #7c3aed)',
  'linear-gradient(135deg, #2563eb, #0891b2)',
  'linear-gradient(135deg, #0f766e, #15803d)',
  'linear-gradient(135deg, #c2410c, #b91c1c)',
  'linear-gradient(135deg, #be185d, #7e22ce)',
  'linear-gradient(135deg, #1d4ed8, #4338ca)',
] as const;

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
 * docs/product.md §2 Mobile quick-action button: under 1024px, for professional and venue users. A floating
 * button with the meetup-count badge, a 2.5 s hint pill, a colour that rotates every 3 s, and a
 * menu whose items follow the role rules.
 */
function hintShownThisSession(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.quickActionHintShown) === '1';
  } catch {
    return false; // storage blocked: the component's own memory still limits it to once
  }
}

function rememberHintShown() {
  try {
    sessionStorage.setItem(STORAGE_KEYS.quickActionHintShown, '1');
  } catch {
    // storage blocked: see above
  }
}

export function QuickActionButton() {
  const { status, role } = useSession();
  const wide = useWide();
  const count = useMyMeetupCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const [radiusOpen, setRadiusOpen] = useState(false);
  const [colour, setColour] = useState(0);
  const [hint, setHint] = useState(false);
  const lastHinted = useRef<number | null>(null);
  const eligible = status === 'signedIn' && (role === 'professional' || role === 'venue') && !wide;

  useEffect(() => {
    if (!eligible) return;
    const t = setInterval(() => setColour((c) => (c + 1) % QUICK_ACTION_GRADIENTS.length), COLOUR_ROTATION_MS);
    return () => clearInterval(t);
  }, [eligible]);

  // The hint pill shows for 2.5 s once per browser session, when there is a count (issue 13: it
  // showed again on every page load and covered what was under it); opening the menu hides it.
  useEffect(() => {
    if (!eligible || count <= 0 || menuOpen) {
      setHint(false);
      return;
    }
    if (lastHinted.current !== null || hintShownThisSession()) return;
    lastHinted.current = count;
    rememberHintShown();
    setHint(true);
    const t = setTimeout(() => setHint(false), HINT_PILL_MS);
    return () => clearTimeout(t);
  }, [eligible, count, menuOpen]);

  if (!eligible) return null;
  const pro = role === 'professional';
  const venue = role === 'venue';
  const countLabel = `${count} upcoming ${count === 1 ? 'meetup' : 'meetups'}`;

  return (
    <>
      <div className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex items-center gap-2 lg:hidden" data-testid="quick-action">
        {hint && (
          <span role="status" data-testid="quick-action-hint" className="cc-qa-pill rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-surface shadow-lg">
            {countLabel}
          </span>
        )}
        <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
          <DropdownMenuTrigger
            aria-label={count > 0 ? `Quick actions, ${countLabel}` : 'Quick actions'}
            data-testid="quick-action-button"
            data-gradient={colour}
            style={{ backgroundImage: QUICK_ACTION_GRADIENTS[colour] }}
            className="relative inline-flex size-14 items-center justify-center rounded-full text-white shadow-xl shadow-brand-900/30 ring-4 ring-surface transition-[background-image,transform] duration-700 active:scale-95"
          >
            {menuOpen ? <Plus aria-hidden="true" className="size-7 rotate-45 transition-transform" /> : <Zap aria-hidden="true" className="size-6" />}
            {count > 0 && (
              <span aria-hidden="true" data-testid="quick-action-badge" className="absolute -top-1 -right-1 min-w-6 rounded-full bg-red-600 px-1.5 text-center text-xs leading-6 font-bold text-white ring-2 ring-surface">
                {badgeText(count)}
              </span>
            )}
          </DropdownMenuTrigger>
          <DropdownMenuContent side="top" align="end" className="w-72">
            <DropdownMenuLabel>Quick actions</DropdownMenuLabel>
            {pro && (
              <DropdownMenuItem onSelect={() => setRadiusOpen(true)}>
                <LocateFixed aria-hidden="true" /> Global Meets Nearby
              </DropdownMenuItem>
            )}
            {pro && (
              <DropdownMenuItem asChild>
                <Link to="/meetups">
                  <CalendarDays aria-hidden="true" /> Browse Global Meetups
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuItem asChild>
              <Link to="/venues">
                <Building2 aria-hidden="true" /> Worldwide Venues
              </Link>
            </DropdownMenuItem>
            {pro && (
              <DropdownMenuItem asChild>
                <Link to="/create-meetup">
                  <CalendarPlus aria-hidden="true" /> Create Meetup
                </Link>
              </DropdownMenuItem>
            )}
            {venue && (
              <DropdownMenuItem asChild>
                <Link to="/create-venue">
                  <SquarePlus aria-hidden="true" /> Add Venue
                </Link>
              </DropdownMenuItem>
            )}
            {venue && (
              <DropdownMenuItem asChild>
                <Link to="/venue-management?focus=approvals">
                  <ClipboardCheck aria-hidden="true" /> Approve Meetups
                </Link>
              </DropdownMenuItem>
            )}
            {venue && (
              <DropdownMenuItem asChild>
                <Link to="/venue-management">
                  <Wrench aria-hidden="true" /> Manage Venues
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <UserRound aria-hidden="true" /> Profile
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <RadiusDialog open={radiusOpen} onOpenChange={setRadiusOpen} />
    </>
  );
}
