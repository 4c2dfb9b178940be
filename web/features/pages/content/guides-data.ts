import type { MessageId } from '../../../../contracts/i18n/messages';

// Texts are message ids, resolved at render time (the catalogue is not loaded at module load).
export type Guide = { id: string; audience: 'organisers' | 'venues'; title: MessageId; summary: MessageId; steps: { title: MessageId; body: MessageId }[]; tip?: MessageId };

/** The practical guides on /guides; ids are stable anchors other pages may link to. */
export const GUIDES: Guide[] = [
  {
    id: 'plan-your-first-meetup',
    audience: 'organisers',
    title: 'pages.guides.plan',
    summary: 'pages.guides.plan.summary',
    steps: [
      { title: 'pages.guides.plan.step1', body: 'pages.guides.plan.step1Body' },
      { title: 'pages.guides.plan.step2', body: 'pages.guides.plan.step2Body' },
      { title: 'pages.guides.plan.step3', body: 'pages.guides.plan.step3Body' },
      { title: 'pages.guides.plan.step4', body: 'pages.guides.plan.step4Body' },
    ],
    tip: 'pages.guides.plan.tip',
  },
  {
    id: 'grow-attendance',
    audience: 'organisers',
    title: 'pages.guides.attendance',
    summary: 'pages.guides.attendance.summary',
    steps: [
      { title: 'pages.guides.attendance.step1', body: 'pages.guides.attendance.step1Body' },
      { title: 'pages.guides.attendance.step2', body: 'pages.guides.attendance.step2Body' },
      { title: 'pages.guides.attendance.step3', body: 'pages.guides.attendance.step3Body' },
    ],
  },
  {
    id: 'after-the-meetup',
    audience: 'organisers',
    title: 'pages.guides.after',
    summary: 'pages.guides.after.summary',
    steps: [
      { title: 'pages.guides.after.step1', body: 'pages.guides.after.step1Body' },
      { title: 'pages.guides.after.step2', body: 'pages.guides.after.step2Body' },
    ],
  },
  {
    id: 'create-a-great-listing',
    audience: 'venues',
    title: 'pages.guides.listing',
    summary: 'pages.guides.listing.summary',
    steps: [
      { title: 'pages.guides.listing.step1', body: 'pages.guides.listing.step1Body' },
      { title: 'pages.guides.listing.step2', body: 'pages.guides.listing.step2Body' },
      { title: 'pages.guides.listing.step3', body: 'pages.guides.listing.step3Body' },
      { title: 'pages.guides.listing.step4', body: 'pages.guides.listing.step4Body' },
    ],
  },
  {
    id: 'handle-booking-requests',
    audience: 'venues',
    title: 'pages.guides.requests',
    summary: 'pages.guides.requests.summary',
    steps: [
      { title: 'pages.guides.requests.step1', body: 'pages.guides.requests.step1Body' },
      { title: 'pages.guides.requests.step2', body: 'pages.guides.requests.step2Body' },
      { title: 'pages.guides.requests.step3', body: 'pages.guides.requests.step3Body' },
    ],
    tip: 'pages.guides.requests.tip',
  },
  {
    id: 'publish-partner-page',
    audience: 'venues',
    title: 'pages.guides.partnerPage',
    summary: 'pages.guides.partnerPage.summary',
    steps: [
      { title: 'pages.guides.partnerPage.step1', body: 'pages.guides.partnerPage.step1Body' },
      { title: 'pages.guides.partnerPage.step2', body: 'pages.guides.partnerPage.step2Body' },
      { title: 'pages.guides.partnerPage.step3', body: 'pages.guides.partnerPage.step3Body' },
    ],
  },
];
