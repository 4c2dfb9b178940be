import { describe, expect, it } from 'vitest';
import { wallClockProblem } from './wall-clock';

// Decision 0040: skipped and repeated wall-clock times, in zones whose clocks change at different
// local hours, in either hemisphere and by half an hour (Lord Howe). Each zone's next changes are
// found from now with Intl (never fixed dates); a zone without changes has no problem times.

const formats = new Map<string, Intl.DateTimeFormat>();
const offsetOf = (zone: string, instant: number) => {
  if (!formats.has(zone)) formats.set(zone, new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' }));
  const name = formats.get(zone)!.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

/** The zone's next change in the given direction: its instant (to the minute) and offsets in minutes. */
function nextChange(zone: string, forward: boolean) {
  // Half-hour steps: Lord Howe's change is 30 minutes; bisection then finds the minute.
  const step = 30 * 60_000;
  let t = Math.ceil(Date.now() / step) * step;
  for (let i = 0; i < 2 * 24 * 400; i++, t += step) {
    const before = offsetOf(zone, t);
    const after = offsetOf(zone, t + step);
    if (before === after || after > before !== forward) continue;
    let lo = t;
    let hi = t + step;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetOf(zone, mid) === after) hi = mid;
      else lo = mid;
    }
    return { at: hi, before, after };
  }
  return null;
}

const wall = (ms: number) => ({ date: new Date(ms).toISOString().slice(0, 10), time: new Date(ms).toISOString().slice(11, 16) });

describe('wallClockProblem', () => {
  for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'America/Santiago']) {
    it(`${zone}: the gap is skipped, the overlap repeated, a minute either side is fine`, () => {
      const spring = nextChange(zone, true)!;
      const fall = nextChange(zone, false)!;
      const gapStart = spring.at + spring.before * 60_000;
      const gapEnd = spring.at + spring.after * 60_000;
      const mid = wall((gapStart + gapEnd) / 2);
      expect(wallClockProblem(mid.date, mid.time, zone)).toEqual({ kind: 'skipped', timeZone: zone, from: wall(gapStart).time, to: wall(gapEnd).time });
      expect(wallClockProblem(wall(gapStart).date, wall(gapStart).time, zone)?.kind).toBe('skipped');
      expect(wallClockProblem(wall(gapEnd).date, wall(gapEnd).time, zone)).toBeNull();
      expect(wallClockProblem(wall(gapStart - 60_000).date, wall(gapStart - 60_000).time, zone)).toBeNull();

      const overlapStart = fall.at + fall.after * 60_000;
      const overlapEnd = fall.at + fall.before * 60_000;
      const twice = wall((overlapStart + overlapEnd) / 2);
      expect(wallClockProblem(twice.date, twice.time, zone)).toEqual({ kind: 'repeated', timeZone: zone, from: wall(overlapEnd).time, to: wall(overlapStart).time });
      expect(wallClockProblem(wall(overlapStart).date, wall(overlapStart).time, zone)?.kind).toBe('repeated');
      expect(wallClockProblem(wall(overlapEnd).date, wall(overlapEnd).time, zone)).toBeNull();
      expect(wallClockProblem(wall(overlapStart - 60_000).date, wall(overlapStart - 60_000).time, zone)).toBeNull();
    });
  }

  it('a zone without clock changes, and UTC, have none', () => {
    expect(nextChange('Asia/Tokyo', true)).toBeNull();
    for (let d = 0; d < 366; d += 7) {
      const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      expect(wallClockProblem(day, '01:30', 'Asia/Tokyo')).toBeNull();
      expect(wallClockProblem(day, '02:30', 'UTC')).toBeNull();
    }
  });
});
