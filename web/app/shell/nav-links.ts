import {
  BookOpen,
  Building2,
  CalendarDays,
  CalendarPlus,
  ClipboardCheck,
  Crown,
  House,
  Info,
  LifeBuoy,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  SquarePlus,
  UserRound,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '../../../contracts/roles';

export type NavLink = { to: string; label: string; icon: LucideIcon; /** Only this exact path (no sub-paths) is "current". */ end?: boolean };
export type Viewer = { signedIn: boolean; role: Role | null; isAdmin: boolean };

/** Main links of docs/product.md §2 "Navigation bar" with the visibility rules of docs/product.md §6. */
export function primaryLinks({ signedIn, role, isAdmin }: Viewer): NavLink[] {
  const links: NavLink[] = [
    { to: '/', label: 'Home', icon: House, end: true },
    { to: '/about', label: 'About', icon: Info },
    { to: '/partners', label: 'Partners', icon: Users },
  ];
  if (!signedIn) return links;
  if (role !== 'venue') links.push({ to: '/meetups', label: 'Global Meetups', icon: CalendarDays });
  if (role === 'professional' || role === 'venue') links.push({ to: '/venues', label: 'Worldwide Venues', icon: Building2 });
  if (isAdmin) links.push({ to: '/admin', label: 'Admin', icon: ShieldCheck });
  return links;
}

/** The role's own tools: Create Meetup, the venue tools, or Upgrade Account for basic members. */
export function roleLinks({ signedIn, role }: Viewer): NavLink[] {
  if (!signedIn) return [];
  switch (role) {
    case 'professional':
      return [{ to: '/create-meetup', label: 'Create Meetup', icon: CalendarPlus }];
    case 'venue':
      return [
        { to: '/venue-management?focus=approvals', label: 'Approve Meetups', icon: ClipboardCheck },
        { to: '/create-venue', label: 'Add Venue', icon: SquarePlus },
        { to: '/venue-management', label: 'Manage', icon: Wrench, end: true },
      ];
    default:
      return [{ to: '/upgrade-account', label: 'Upgrade Account', icon: Sparkles }];
  }
}

export const MEMBERSHIP_LINKS: NavLink[] = [
  { to: '/basic-member', label: 'Basic Member', icon: UserRound },
  { to: '/professional-partner', label: 'Professional Partner', icon: Crown },
  { to: '/venue-partner', label: 'Venue Partner', icon: Building2 },
  { to: '/upgrade-account', label: 'Upgrade Account', icon: Sparkles },
];

export const HELP_LINKS: NavLink[] = [
  { to: '/help-center', label: 'Help Centre', icon: LifeBuoy },
  { to: '/guides', label: 'Guides', icon: BookOpen },
  { to: '/faqs', label: 'FAQs', icon: MessagesSquare },
];
