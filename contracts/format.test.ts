import { describe, expect, it } from 'vitest';
import { calendarDateIn, clockIn, dateFormat, dateParts, formatPounds, groupDigits, longDate, numberFormat } from './format';

// The formatters keep their Intl objects and format whole numbers by hand (issue 13, first-load
// cost); what they print must stay what Intl itself prints.
const samples = [0, 1, 7, 99, 100, 101, 999, 1000, 1001, 4550, 25_000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 987_654_321, Number.MAX_SAFE_INTEGER];

describe('number formatting', () => {
  it('groups digits as Intl en-GB does', () => {
    for (const n of [...samples, ...samples.map((x) => -x)]) expect(groupDigits(n)).toBe(new Intl.NumberFormat('en-GB').format(n));
  });

  it('prints pence as Intl en-GB pounds, pence shown only when there are some', () => {
    for (const pence of [...samples, ...samples.map((x) => -x), 5, 50, 1205, 250_001, 999_999_999_999]) {
      const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: pence % 100 === 0 ? 0 : 2 }).format(pence / 100);
      expect(formatPounds(pence)).toBe(intl);
    }
    expect(formatPounds(4550)).toBe('£45.50');
    expect(formatPounds(25_000)).toBe('£250');
    expect(formatPounds(123_456_789)).toBe('£1,234,567.89');
  });

  it('falls back to Intl for what is not a whole number', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });
});

describe('kept formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    expect(dateFormat('en-GB', { month: 'short', timeZone: 'UTC' })).toBe(dateFormat('en-GB', { month: 'short', timeZone: 'UTC' }));
    expect(dateFormat('en-GB', { month: 'long', timeZone: 'UTC' })).not.toBe(dateFormat('en-GB', { month: 'short', timeZone: 'UTC' }));
    expect(numberFormat('en-GB')).toBe(numberFormat('en-GB'));
  });

  it('prints what toLocaleDateString and toLocaleTimeString print', () => {
    const instant = '2026-11-22T18:30:00Z';
    expect(longDate('2026-11-22')).toBe('22 November 2026');
    expect(longDate(instant, { weekday: true, timeZone: 'Europe/London' })).toBe(new Date(instant).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }));
    expect(clockIn(instant, 'America/New_York')).toBe('13:30');
    expect(clockIn(instant, 'Europe/London', { zoneName: true })).toBe(new Date(instant).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London', timeZoneName: 'short' }));
    expect(calendarDateIn('2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-23');
    expect(dateParts('2026-09-03')).toEqual({ day: '3', month: new Date(Date.UTC(2026, 8, 3)).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }), weekday: 'Thu' });
  });

  it('still refuses an unknown time zone', () => {
    expect(() => clockIn('2026-11-22T18:30:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
