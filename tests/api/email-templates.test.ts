import { describe, expect, it } from 'vitest';
import { renderTemplate, type TemplateDef } from '../../server/email/templates/define';
import { SAMPLE_MEETUP, SAMPLE_VENUE } from '../../server/email/templates/facts';
import { longDate } from '../../contracts/format';
import { renderPasswordReset } from '../../server/email/templates/password-reset';
import { EMAIL_TEMPLATES, renderEmail } from '../../server/email/templates/registry';
import type { z } from 'zod';

const ctx = { appName: 'Civic Connect', origin: 'https://civic.example', recipientName: 'Dana' };
const HOSTILE = `<script>alert("pwned")</script> & <img src=x onerror=alert(1)> "quoted" 'single'`;

describe('email templates', () => {
  it('renders every template as branded HTML and plain text', () => {
    expect(Object.keys(EMAIL_TEMPLATES).sort()).toEqual(
      ['booking_approved', 'booking_deadline', 'booking_expired', 'booking_rejected', 'contact_form', 'full_capacity', 'meetup_cancelled', 'meetup_reminder', 'new_venue_notification', 'newsletter_confirm', 'newsletter_welcome', 'password_reset', 'signup_confirmation', 'signup_existing', 'sign_in_code', 'subscription_welcome', 'test', 'venue_booking', 'waitlist_promoted', 'meetup_announcement', 'connection_request', 'connection_accepted', 'followed_meetup', 'unread_messages'].sort(),
    );
    for (const t of Object.values(EMAIL_TEMPLATES)) {
      const def = t as unknown as TemplateDef<z.ZodType>;
      const mail = renderTemplate(def, def.schema.parse(def.sample), ctx);
      expect(mail.subject.length, def.type).toBeGreaterThan(5);
      expect(mail.html.startsWith('<!doctype html>'), def.type).toBe(true);
      expect(mail.html, def.type).toContain('Civic Connect');
      expect(mail.html, def.type).toContain('#4338ca');
      expect(mail.text, def.type).not.toMatch(/<[a-z]/i);
      expect(mail.text.length, def.type).toBeGreaterThan(40);
    }
  });

  it('writes dates in en-GB long form', () => {
    expect(longDate('2026-11-22')).toBe('22 November 2026');
    expect(longDate('2026-01-01')).toBe('1 January 2026');
    const mail = renderEmail('venue_booking', { meetup: { ...SAMPLE_MEETUP, date: '2026-11-22', time: '18:05:00', duration: 90 } }, ctx);
    expect(mail.html).toContain('22 November 2026 at 18:05 for 1 hour 30 minutes');
    expect(mail.text).toContain('22 November 2026 at 18:05');
  });

  it('escapes every user value: a hostile meetup title cannot inject markup', () => {
    const meetup = { ...SAMPLE_MEETUP, title: HOSTILE, venue_name: HOSTILE, organizer_name: HOSTILE, venue_address: HOSTILE };
    for (const type of ['venue_booking', 'booking_approved', 'meetup_reminder'] as const) {
      const mail = renderEmail(type, { meetup }, { ...ctx, recipientName: HOSTILE });
      expect(mail.html, type).not.toContain('<script>');
      expect(mail.html, type).not.toContain('<img src=x');
      expect(mail.html, type).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
      // The plain-text part reads as typed.
      expect(mail.text, type).toContain(HOSTILE);
    }
    const rejected = renderEmail('booking_rejected', { meetup, rejection_reason: HOSTILE }, ctx);
    expect(rejected.html).not.toContain('<script>');
    const contact = renderEmail('contact_form', { name: HOSTILE, email: 'a@b.example', message: HOSTILE, subject: `Line one\r\nBcc: victim@example.com` }, ctx);
    expect(contact.html).not.toContain('<script>');
    expect(contact.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps ids from changing link paths', () => {
    const mail = renderEmail('booking_approved', { meetup: { ...SAMPLE_MEETUP, id: '../admin"><b>x' } }, ctx);
    expect(mail.html).toContain('https://civic.example/meetups/..%2Fadmin%22%3E%3Cb%3Ex');
    expect(mail.html).not.toContain('<b>x');
  });

  it('links to this product’s meetup, venue, approvals and notification-settings pages', () => {
    const id = SAMPLE_MEETUP.id;
    const booking = renderEmail('venue_booking', { meetup: SAMPLE_MEETUP }, ctx);
    expect(booking.html).toContain('href="https://civic.example/venue-management?focus=approvals"');
    expect(booking.html).toContain(`href="https://civic.example/meetups/${id}"`);
    expect(booking.text).toContain('Review booking request: https://civic.example/venue-management?focus=approvals');
    for (const type of ['booking_approved', 'meetup_reminder'] as const) {
      expect(renderEmail(type, { meetup: SAMPLE_MEETUP }, ctx).html).toContain(`href="https://civic.example/meetups/${id}"`);
    }
    expect(renderEmail('full_capacity', { meetup: SAMPLE_MEETUP, recipient: 'venue_owner' }, ctx).html).toContain(`/meetups/${id}`);
    expect(renderEmail('new_venue_notification', { venue: SAMPLE_VENUE }, ctx).html).toContain(`href="https://civic.example/venues/${SAMPLE_VENUE.id}"`);
    for (const type of ['venue_booking', 'booking_rejected', 'new_venue_notification'] as const) {
      const def = EMAIL_TEMPLATES[type] as unknown as TemplateDef<z.ZodType>;
      const mail = renderTemplate(def, def.schema.parse(def.sample), ctx);
      expect(mail.html).toContain('href="https://civic.example/settings?tab=general"');
      expect(mail.text).toContain('Manage email preferences: https://civic.example/settings?tab=general');
    }
  });

  it('words full-capacity mail for the organiser or the venue owner', () => {
    const organiser = renderEmail('full_capacity', { meetup: SAMPLE_MEETUP, recipient: 'organizer' }, ctx);
    const owner = renderEmail('full_capacity', { meetup: SAMPLE_MEETUP, recipient: 'venue_owner' }, ctx);
    expect(organiser.text).toContain('Your meetup “Smart Streets Breakfast” has reached its limit of 40 attendees.');
    expect(owner.text).toContain('at The Exchange Hall is now full with 40 attendees');
  });

  it('welcomes a member to their tier by name', () => {
    const mail = renderEmail('subscription_welcome', { tier: 'venue', name: 'Tom Okafor', membership_number: 'CC1234567890', started_at: '2026-11-22' }, ctx);
    expect(mail.subject).toBe('Welcome to Civic Connect Venue Partner');
    expect(mail.text).toContain('Hello Tom Okafor,');
    expect(mail.text).toContain('CC1234567890');
    expect(mail.html).toContain('https://civic.example/create-venue');
  });

  it('keeps the password-reset renderer the auth routes use', () => {
    const mail = renderPasswordReset({ appName: 'Civic Connect', origin: 'https://civic.example', name: 'Grace <b>', link: 'https://civic.example/auth/v1/verify?type=recovery&token=abc' });
    expect(mail.subject).toBe('Reset your Civic Connect password');
    expect(mail.html).toContain('Grace &lt;b&gt;');
    expect(mail.text).toContain('https://civic.example/auth/v1/verify?type=recovery&token=abc');
  });
});

describe('GET /api/email-templates/previews', () => {
  it('renders every template with sample data, HTML and text, for anyone', async () => {
    const { createTestApp } = await import('../helpers/test-app');
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/email-templates/previews' });
      expect(res.statusCode).toBe(200);
      const { templates } = res.json() as { templates: Array<{ type: string; name: string; subject: string; html: string; text: string; preference: string | null }> };
      expect(templates.map((x) => x.type).sort()).toEqual(Object.keys(EMAIL_TEMPLATES).sort());
      const booking = templates.find((x) => x.type === 'venue_booking')!;
      expect(booking).toMatchObject({ name: 'New booking request', preference: 'venue_booking', subject: 'New booking request: Smart Streets Breakfast at The Exchange Hall' });
      expect(booking.html).toContain('http://localhost:3000/venue-management?focus=approvals');
      expect(booking.text).toContain('4 December 2026 at 08:30');
    } finally {
      await t.close();
    }
  });
});
