import { Building2, Briefcase, UserRound, type LucideIcon } from 'lucide-react';
import { PRICE_PROFESSIONAL_PENCE } from '../../../../contracts/constants';
import { formatPounds } from '../../../../contracts/format';
import type { Role } from '../../../../contracts/roles';

/** £4.99, from the single price constant (docs/product.md §1, §9). */
export const PROFESSIONAL_PRICE = formatPounds(PRICE_PROFESSIONAL_PENCE);

export type Tier = {
  role: Role;
  name: string;
  price: string;
  period: string;
  icon: LucideIcon;
  page: string;
  summary: string;
  features: string[];
};

/** The three membership tiers as shown on pricing, tier and upgrade pages. */
export const TIERS: Tier[] = [
  {
    role: 'basic',
    name: 'Basic Member',
    price: 'Free',
    period: 'forever',
    icon: UserRound,
    page: '/basic-member',
    summary: 'Join the network, browse partner venues and get to know the community.',
    features: [
      'Your own profile and CC membership number',
      'Browse partner venues with photos, amenities and ratings',
      'Rate venues you have visited',
      'In-app notifications and email updates you control',
      'Upgrade whenever you are ready',
    ],
  },
  {
    role: 'professional',
    name: 'Professional Partner',
    price: PROFESSIONAL_PRICE,
    period: 'per year',
    icon: Briefcase,
    page: '/professional-partner',
    summary: 'Create and join meetups anywhere in the world, and book partner venues for them.',
    features: [
      'Browse and join Global Meetups',
      'Create meetups and book partner venues',
      'Nearby search: meetups within 1–50 km of you or any postcode',
      'Reminders the day before and an .ics file for your calendar',
      'Alerts when new venues join the network',
    ],
  },
  {
    role: 'venue',
    name: 'Venue Partner',
    price: 'Free',
    period: 'to list',
    icon: Building2,
    page: '/venue-partner',
    summary: 'List your spaces, receive booking requests from professionals and approve or reject them.',
    features: [
      'List venues with photos, capacity, amenities and your rate',
      'Booking requests by email and in the app',
      'Approve or reject bookings, with a reason',
      'A public partner page at /v/your-name once published',
      'Meetup rate overrides for community events',
    ],
  },
];

export const tierByRole = (role: Role) => TIERS.find((t) => t.role === role)!;
