// Emails about meetups and bookings (templates venue_booking, booking_approved, booking_rejected,
// full_capacity, meetup_reminder). Dates in the en-GB long format (spec §9).
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { EmailButton, EmailLayout } from '../email/templates/layout';
import { formatMeetupWhen } from './time';

export type MeetupMailFacts = { id: string; title: string; date: string; time: string; venueName: string; venueAddress: string; organizerName: string };
type Base = { appName: string; origin: string; name: string; meetup: MeetupMailFacts };

function page(appName: string, origin: string, preview: string, body: ReactNode) {
  return '<!doctype html>' + renderToStaticMarkup(<EmailLayout appName={appName} origin={origin} preview={preview}>{body}</EmailLayout>);
}

function Facts({ m }: { m: MeetupMailFacts }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '16px 0', background: '#f5f6fa', borderRadius: 8, width: '100%' }}>
      <tbody>
        <tr>
          <td style={{ padding: '14px 16px', fontSize: 15 }}>
            <strong>{m.title}</strong>
            <br />
            {formatMeetupWhen(m.date, m.time)}
            <br />
            {m.venueName}
            {m.venueAddress ? `, ${m.venueAddress}` : ''}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
const factsText = (m: MeetupMailFacts) => [`${m.title}`, formatMeetupWhen(m.date, m.time), [m.venueName, m.venueAddress].filter(Boolean).join(', ')];
const hello = (name: string) => `Hello ${name || 'there'},`;

export function renderVenueBookingEmail(i: Base) {
  const link = `${i.origin}/venue-management?focus=approvals`;
  const subject = `New booking request: ${i.meetup.title}`;
  const intro = `${i.meetup.organizerName || 'A professional'} would like to hold a meetup at ${i.meetup.venueName}.`;
  return {
    subject,
    html: page(i.appName, i.origin, intro, <>
      <p>{hello(i.name)}</p>
      <p>{intro} Please approve or reject the request.</p>
      <Facts m={i.meetup} />
      <p><EmailButton href={link}>Review booking requests</EmailButton></p>
    </>),
    text: [hello(i.name), '', `${intro} Please approve or reject the request.`, '', ...factsText(i.meetup), '', `Review booking requests: ${link}`].join('\n'),
  };
}

export function renderBookingApprovedEmail(i: Base) {
  const link = `${i.origin}/meetups/${i.meetup.id}`;
  const intro = `${i.meetup.venueName} approved your booking. Your meetup is now live and members can join.`;
  return {
    subject: `Booking approved: ${i.meetup.title}`,
    html: page(i.appName, i.origin, intro, <>
      <p>{hello(i.name)}</p>
      <p>{intro}</p>
      <Facts m={i.meetup} />
      <p><EmailButton href={link}>View your meetup</EmailButton></p>
    </>),
    text: [hello(i.name), '', intro, '', ...factsText(i.meetup), '', `View your meetup: ${link}`].join('\n'),
  };
}

export function renderBookingRejectedEmail(i: Base & { reason: string }) {
  const link = `${i.origin}/meetups/${i.meetup.id}`;
  const intro = `${i.meetup.venueName} could not accept your booking request.`;
  return {
    subject: `Booking not accepted: ${i.meetup.title}`,
    html: page(i.appName, i.origin, intro, <>
      <p>{hello(i.name)}</p>
      <p>{intro}</p>
      <Facts m={i.meetup} />
      <p><strong>Reason given:</strong> {i.reason}</p>
      <p>You can change the date or choose another venue and send a new request.</p>
      <p><EmailButton href={link}>Edit your meetup</EmailButton></p>
    </>),
    text: [hello(i.name), '', intro, '', ...factsText(i.meetup), '', `Reason given: ${i.reason}`, '', 'You can change the date or choose another venue and send a new request.', link].join('\n'),
  };
}

export function renderFullCapacityEmail(i: Base & { recipient: 'venue_owner' | 'organizer'; maxAttendees: number }) {
  const link = i.recipient === 'organizer' ? `${i.origin}/meetups/${i.meetup.id}` : `${i.origin}/venue-management`;
  const intro =
    i.recipient === 'organizer'
      ? `Your meetup is full: all ${i.maxAttendees} places are taken.`
      : `A meetup at ${i.meetup.venueName} is full: expect ${i.maxAttendees} attendees.`;
  return {
    subject: `Full house: ${i.meetup.title}`,
    html: page(i.appName, i.origin, intro, <>
      <p>{hello(i.name)}</p>
      <p>{intro}</p>
      <Facts m={i.meetup} />
      <p><EmailButton href={link}>{i.recipient === 'organizer' ? 'View your meetup' : 'Open venue management'}</EmailButton></p>
    </>),
    text: [hello(i.name), '', intro, '', ...factsText(i.meetup), '', link].join('\n'),
  };
}

export function renderMeetupReminderEmail(i: Base) {
  const link = `${i.origin}/meetups/${i.meetup.id}`;
  const when = formatMeetupWhen(i.meetup.date, i.meetup.time);
  const intro = `A reminder that ${i.meetup.title} is coming up on ${when}.`;
  return {
    subject: `Reminder: ${i.meetup.title} on ${when}`,
    html: page(i.appName, i.origin, intro, <>
      <p>{hello(i.name)}</p>
      <p>{intro} We look forward to seeing you there.</p>
      <Facts m={i.meetup} />
      <p><EmailButton href={link}>View meetup details</EmailButton></p>
      <p style={{ fontSize: 14, color: '#6b7280' }}>Can no longer make it? Leave the meetup from its page so someone else can take your place.</p>
    </>),
    text: [hello(i.name), '', `${intro} We look forward to seeing you there.`, '', ...factsText(i.meetup), '', `Meetup details: ${link}`].join('\n'),
  };
}
