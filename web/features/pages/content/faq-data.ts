import type { MessageId } from '../../../../contracts/i18n/messages';

// Texts are message ids, resolved at render time; an answer may show {price} (professionalPrice()).
export type FaqGroup = { id: string; title: MessageId; items: { q: MessageId; a: MessageId }[] };

/** Frequently asked questions, grouped so each group is an h2 with its questions as h3 triggers. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'membership',
    title: 'pages.faq.membership',
    items: [
      { q: 'pages.faq.membership.free', a: 'pages.faq.membership.freeAnswer' },
      { q: 'pages.faq.membership.professional', a: 'pages.faq.membership.professionalAnswer' },
      { q: 'pages.faq.membership.venueCost', a: 'pages.faq.membership.venueCostAnswer' },
      { q: 'pages.faq.membership.cancel', a: 'pages.faq.membership.cancelAnswer' },
      { q: 'pages.faq.membership.ccNumber', a: 'pages.faq.membership.ccNumberAnswer' },
    ],
  },
  {
    id: 'meetups',
    title: 'pages.faq.meetups',
    items: [
      { q: 'pages.faq.meetups.pending', a: 'pages.faq.meetups.pendingAnswer' },
      { q: 'pages.faq.meetups.rejected', a: 'pages.faq.meetups.rejectedAnswer' },
      { q: 'pages.faq.meetups.noAnswer', a: 'pages.faq.meetups.noAnswerAnswer' },
      { q: 'pages.faq.meetups.cancelled', a: 'pages.faq.meetups.cancelledAnswer' },
      { q: 'pages.faq.meetups.nearby', a: 'pages.faq.meetups.nearbyAnswer' },
      { q: 'pages.faq.meetups.full', a: 'pages.faq.meetups.fullAnswer' },
      { q: 'pages.faq.meetups.reminder', a: 'pages.faq.meetups.reminderAnswer' },
    ],
  },
  {
    id: 'venues',
    title: 'pages.faq.venues',
    items: [
      { q: 'pages.faq.venues.howMany', a: 'pages.faq.venues.howManyAnswer' },
      { q: 'pages.faq.venues.acceptAll', a: 'pages.faq.venues.acceptAllAnswer' },
      { q: 'pages.faq.venues.partnerPage', a: 'pages.faq.venues.partnerPageAnswer' },
    ],
  },
  {
    id: 'account',
    title: 'pages.faq.account',
    items: [
      { q: 'pages.faq.account.forgotPassword', a: 'pages.faq.account.forgotPasswordAnswer' },
      { q: 'pages.faq.account.emails', a: 'pages.faq.account.emailsAnswer' },
      { q: 'pages.faq.account.data', a: 'pages.faq.account.dataAnswer' },
    ],
  },
];
