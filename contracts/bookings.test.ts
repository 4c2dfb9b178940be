import { describe, expect, it } from 'vitest';
import { bookingCost, bookingCostText } from './bookings';

// Venue rates are pence per hour (venue form: "Rate per hour (£)"); the cost is rate × hours.
describe('booking cost', () => {
  it('is the hourly rate times the booked hours, in whole pence', () => {
    expect(bookingCost(25000, 90)).toBe(37500);
    expect(bookingCost(4550, 120)).toBe(9100);
    expect(bookingCost(999, 45)).toBe(749); // 749.25 rounds to whole pence
    expect(bookingCost(0, 600)).toBe(0);
  });
  it('reads the same on the form and the request', () => {
    expect(bookingCostText(25000, 90)).toBe('£375 (£250 an hour × 1 h 30 min)');
    expect(bookingCostText(4550, 120)).toBe('£91 (£45.50 an hour × 2 hours)');
    expect(bookingCostText(0, 60)).toBe('Free');
  });
});
