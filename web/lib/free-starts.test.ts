import { describe, expect, it } from 'vitest';
import { freeStarts, type Span } from './free-starts';

// The slot picker offers only starts whose time, setup included, no approved booking holds.
const span = (over: Partial<Span>): Span => ({ start: '', end: '', mine: false, status: 'approved', first: '2027-03-03', last: '2027-03-03', from: '10:00', to: '12:00', ...over });
const base = { duration: 120, setup: 0, state: 'open' as const, earliest: { date: '2027-03-01', time: '00:00' } };
const WED = '2027-03-03';

describe('freeStarts', () => {
  it('leaves out starts that overlap an approved booking; back-to-back is free', () => {
    expect(freeStarts(WED, [span({})], base)).toEqual(['08:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00']);
  });
  it('counts this venue’s setup time around the new booking', () => {
    expect(freeStarts(WED, [span({})], { ...base, setup: 30 })).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00']);
  });
  it('pending requests do not hold time; a booking running over midnight holds the next morning', () => {
    expect(freeStarts(WED, [span({ status: 'pending' })], base)).toHaveLength(13);
    expect(freeStarts(WED, [span({ first: '2027-03-02', last: WED, from: '20:00', to: '09:30' })], base)[0]).toBe('10:00');
  });
  it('nothing before the earliest start (now, or a day ahead), and nothing on a day the server calls past or closed', () => {
    expect(freeStarts(WED, [], { ...base, earliest: { date: WED, time: '15:30' } })[0]).toBe('16:00');
    expect(freeStarts('2027-03-02', [], { ...base, earliest: { date: WED, time: '00:00' } })).toEqual([]);
    expect(freeStarts('2027-03-06', [], { ...base, state: 'closed' })).toEqual([]);
    expect(freeStarts(WED, [], { ...base, state: 'past' })).toEqual([]);
    expect(freeStarts(WED, [], { ...base, state: undefined })).toEqual([]);
  });
});
