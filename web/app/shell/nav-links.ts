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
import { t } from '../../lib/i18n';

export type NavLink = { to: string; label: string; icon: LucideIcon; /** Only this exact path (no sub-paths) is "current". */ end?: boolean };
export type Viewer = { signedIn: boolean; role: Role | null; isAdmin: boolean };

/** Main links of docs/product.md §2 "Navigation bar" with the visibility rules of docs/product.md §6. */
export function primaryLinks({ signedIn, role, isAdmin }: Viewer): NavLink[] {
  const links: NavLink[] = [
    { to: '/', label: t('nav.home'), icon: House, end: true },
    { to: '/about', label: t('nav.about'), icon: Info },
    { to: '/partners', label: t('nav.partners'), icon: Users },
  ];
  if (!signedIn) return links;
  if (role !== 'venue') links.push({ to: '/meetups', label: t('nav.globalMeetups'), icon: CalendarDays });
  if (role === 'professional' || role === 'venue') links.push({ to: '/venues', label: t('nav.worldwideVenues'), icon: Building2 });
  if (isAdmin) links.push({ to: '/admin', label: t('nav.admin'), icon: ShieldCheck });
  return links;
}

/** The role's own tools: Create Meetup, the venue tools, or Upgrade Account for basic members. */
export function roleLinks({ signedIn, role }: Viewer): NavLink[] {
  if (!signedIn) return [];
  switch (role) {
    case 'professional':
      return [{ to: '/create-meetup', label: t('nav.createMeetup'), icon: CalendarPlus }];
    case 'venue':
      return [
        { to: '/venue-management?focus=approvals', label: t('nav.approveMeetups'), icon: ClipboardCheck },
        { to: '/create-venue', label: t('nav.addVenue'), icon: SquarePlus },
        { to: '/venue-management', label: t('nav.manage'), icon: Wrench, end: true },
      ];
    default:
      return [{ to: '/upgrade-account', label: t('nav.upgradeAccount'), icon: Sparkles }];
  }
}

/** Functions, not constants: their labels are read in the active language at render time. */
export const membershipLinks = (): NavLink[] => [
  { to: '/basic-member', label: t('nav.basicMember'), icon: UserRound },
  { to: '/professional-partner', label: t('nav.professionalPartner'), icon: Crown },
  { to: '/venue-partner', label: t('nav.venuePartner'), icon: Building2 },
  { to: '/upgrade-account', label: t('nav.upgradeAccount'), icon: Sparkles },
];

export const helpLinks = (): NavLink[] => [
  { to: '/help-center', label: t('nav.helpCentre'), icon: LifeBuoy },
  { to: '/guides', label: t('nav.guides'), icon: BookOpen },
  { to: '/faqs', label: t('nav.faqs'), icon: MessagesSquare },
];
