import { Building2, Briefcase, UserRound, type LucideIcon } from 'lucide-react';
import { PRICE_PROFESSIONAL_PENCE } from '../../../../contracts/constants';
import { formatMoney } from '../../../../contracts/format';
import type { MessageId } from '../../../../contracts/i18n/messages';
import type { Role } from '../../../../contracts/roles';
import { activeLocale } from '../../../lib/i18n';

/** £4.99 (in the active language's number format), from the single price constant (docs/product.md §1, §9). */
export const professionalPrice = (): string => formatMoney(PRICE_PROFESSIONAL_PENCE, 'GBP', activeLocale());

// Texts are message ids, resolved at render time (the catalogue is not loaded at module load).
export type Tier = {
  role: Role;
  name: MessageId;
  /** A message that may show {price}: professionalPrice(). */
  price: MessageId;
  period: MessageId;
  icon: LucideIcon;
  page: string;
  summary: MessageId;
  features: MessageId[];
};

/** The three membership tiers as shown on pricing, tier and upgrade pages. */
export const TIERS: Tier[] = [
  {
    role: 'basic',
    name: 'pages.tiers.basic.name',
    price: 'pages.tiers.free',
    period: 'pages.tiers.basic.period',
    icon: UserRound,
    page: '/basic-member',
    summary: 'pages.tiers.basic.summary',
    features: ['pages.tiers.basic.feature1', 'pages.tiers.basic.feature2', 'pages.tiers.basic.feature3', 'pages.tiers.basic.feature4', 'pages.tiers.basic.feature5'],
  },
  {
    role: 'professional',
    name: 'pages.tiers.professional.name',
    price: 'pages.tiers.professional.price',
    period: 'pages.tiers.professional.period',
    icon: Briefcase,
    page: '/professional-partner',
    summary: 'pages.tiers.professional.summary',
    features: ['pages.tiers.professional.feature1', 'pages.tiers.professional.feature2', 'pages.tiers.professional.feature3', 'pages.tiers.professional.feature4', 'pages.tiers.professional.feature5'],
  },
  {
    role: 'venue',
    name: 'pages.tiers.venue.name',
    price: 'pages.tiers.free',
    period: 'pages.tiers.venue.period',
    icon: Building2,
    page: '/venue-partner',
    summary: 'pages.tiers.venue.summary',
    features: ['pages.tiers.venue.feature1', 'pages.tiers.venue.feature2', 'pages.tiers.venue.feature3', 'pages.tiers.venue.feature4', 'pages.tiers.venue.feature5'],
  },
];

export const tierByRole = (role: Role) => TIERS.find((t) => t.role === role)!;
