import { describe, expect, it } from 'vitest';
import { bookingCostText } from './bookings';
import { currencyDigits, currencySymbol, dateFormat, formatMoney, formatPounds, isCurrencyCode, majorToMinor, minorToMajor, viewerTimeRange } from './format';
import { amountMessage, languageOfLocale, meetupListQuery, rateFormsFor } from './meetups';

// Issue 29, decision 0065: amounts in a currency's minor unit, its digits from Intl's ISO 4217 data.
describe('currencies', () => {
  it('knows the minor unit of each currency from Intl: GBP and EUR 2, JPY none, KWD 3', () => {
    expect([currencyDigits('GBP'), currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 2, 0, 3]);
  });

  it('accepts the ISO 4217 codes Intl supports, nothing else', () => {
    expect(['GBP', 'EUR', 'JPY', 'USD'].every(isCurrencyCode)).toBe(true);
    expect(['ABC', 'gbp', 'EURO', '', 'XX'].some(isCurrencyCode)).toBe(false);
  });

  it('formats GBP in en-GB exactly as formatPounds, and other currencies through Intl', () => {
    for (const p of [0, 5, 100, 4550, 25_000, 123_456_789, -4550]) expect(formatMoney(p, 'GBP')).toBe(formatPounds(p));
    expect(formatMoney(4550)).toBe('£45.50');
    expect(formatMoney(4500, 'EUR')).toBe('€45');
    expect(formatMoney(4550, 'EUR')).toBe('€45.50');
    expect(formatMoney(5000, 'JPY')).toBe('JP¥5,000');
    expect(formatMoney(12_345, 'KWD')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'KWD' }).format(12.345));
    // The locale is the member's (issue 29's i18n slice passes it): German writes euros its own way.
    expect(formatMoney(4550, 'EUR', 'de-DE')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(45.5));
  });

  it('reads amounts typed in major units into the minor unit, whole units only for JPY', () => {
    expect(majorToMinor('45.50', 'EUR')).toBe(4550);
    expect(majorToMinor('€1,200', 'EUR')).toBe(120_000);
    expect(majorToMinor('5000', 'JPY')).toBe(5000);
    expect(majorToMinor('JP¥ 5,000', 'JPY')).toBe(5000);
    expect(majorToMinor('50.5', 'JPY')).toBeNull();
    expect(majorToMinor('-5', 'GBP')).toBeNull();
    expect(majorToMinor('45.505', 'GBP')).toBeNull();
    expect(majorToMinor('', 'JPY')).toBe(0);
    expect([minorToMajor(4550, 'GBP'), minorToMajor(5000, 'GBP'), minorToMajor(5000, 'JPY')]).toEqual(['45.50', '50', '5000']);
  });

  it('labels a form with the currency’s own symbol', () => {
    expect([currencySymbol('GBP'), currencySymbol('EUR'), currencySymbol('JPY')]).toEqual(['£', '€', 'JP¥']);
  });

  it('prices a booking in the venue’s currency; pounds stay the spec’s text', () => {
    expect(bookingCostText(4550, 120)).toBe('£91 (£45.50 an hour × 2 hours)');
    expect(bookingCostText(4550, 120, 'EUR')).toBe('€91 (€45.50 an hour × 2 hours)');
    expect(bookingCostText(5000, 90, 'JPY')).toBe('JP¥7,500 (JP¥5,000 an hour × 1 h 30 min)');
    expect(bookingCostText(0, 90, 'JPY')).toBe('Free');
  });

  it('checks the owner’s rate forms in the venue’s currency', () => {
    expect(rateFormsFor('JPY').defaultRate.safeParse({ default_booking_rate: '5000' })).toMatchObject({ success: true, data: { default_booking_rate: 5000 } });
    const yen = rateFormsFor('JPY').override.safeParse({ venue_rate_override: '50.50' });
    expect(yen.success).toBe(false);
    expect(yen.error?.issues[0].message).toBe(amountMessage('JPY', 150));
    expect(amountMessage('JPY', 150)).toBe('Enter a whole amount, like 15000.');
    expect(amountMessage('EUR', 250)).toBe('Enter an amount, like 250 or 249.99.');
    expect(rateFormsFor('EUR').override.safeParse({ venue_rate_override: '' })).toMatchObject({ success: true, data: { venue_rate_override: null } });
    // Pounds keep the forms, and their messages, they had.
    expect(rateFormsFor('GBP').defaultRate.safeParse({ default_booking_rate: 'x' }).error?.issues[0].message).toBe('Enter an amount in pounds, like 250 or 249.99.');
  });
});

describe('the viewer’s own time (issue 29)', () => {
  // Zones without daylight saving, so the offsets hold in any season.
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const m = { date: day, starts_at: `${day}T09:00:00.000Z`, ends_at: `${day}T10:30:00.000Z`, time_zone: 'Asia/Tokyo' };

  it('is shown when the viewer’s clock differs, with their day when that is another', () => {
    expect(viewerTimeRange(m, 'UTC')).toBe('09:00–10:30 UTC');
    const previous = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
    expect(viewerTimeRange(m, 'Pacific/Honolulu')).toBe(`${dateFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(previous)}, 23:00–00:30 GMT-10`);
  });

  it('is not shown in the venue’s zone, a zone with the same clock, or an unknown one', () => {
    expect(viewerTimeRange(m, 'Asia/Tokyo')).toBeNull();
    expect(viewerTimeRange(m, 'Asia/Seoul')).toBeNull();
    expect(viewerTimeRange(m, undefined)).toBeNull();
    expect(viewerTimeRange(m, 'Mars/Olympus')).toBeNull();
  });
});

describe('meetup language', () => {
  it('reads the filter in any case as the language list spells it', () => {
    expect(meetupListQuery.parse({ language: 'french' }).language).toBe('French');
    expect(meetupListQuery.parse({ language: ' Klingon ' }).language).toBe('Klingon');
    expect(meetupListQuery.parse({}).language).toBeUndefined();
  });

  it('names the reader’s own language from their locale', () => {
    expect([languageOfLocale('en-GB'), languageOfLocale('fr'), languageOfLocale('de-DE'), languageOfLocale('es')]).toEqual(['English', 'French', 'German', 'Spanish']);
  });
});
