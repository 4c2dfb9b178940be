import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateGate, RESYNC_RATE_LIMITED } from './rate-gate';

const frame = (s: string) => Buffer.from(s);
let sent: string[];
let gate: RateGate;
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  gate = new RateGate((d) => sent.push(d.toString()), 10, () => Date.now());
});
afterEach(() => {
  gate.close();
  vi.useRealTimers();
});

describe('RateGate: 10 per rolling second per socket', () => {
  it('sends the first ten at once and holds the rest', () => {
    for (let i = 0; i < 15; i++) gate.push(`k${i}`, frame(`m${i}`));
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(1100);
    expect(sent).toHaveLength(15);
    expect(sent.slice(10)).toEqual(['m10', 'm11', 'm12', 'm13', 'm14']);
  });

  it('coalesces waiting changes to the same row, keeping the latest', () => {
    for (let i = 0; i < 10; i++) gate.push(`k${i}`, frame(`m${i}`));
    gate.push('hot', frame('v1'));
    gate.push('hot', frame('v2'));
    gate.push('hot', frame('v3'));
    vi.advanceTimersByTime(1100);
    expect(sent.slice(10)).toEqual(['v3']);
  });

  it('replaces a flood with one resync hint', () => {
    for (let i = 0; i < 200; i++) gate.push(`k${i}`, frame(`m${i}`));
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(11);
    expect(sent[10]).toBe(RESYNC_RATE_LIMITED.toString());
  });

  it('never sends more than ten within any second of a steady stream', () => {
    const times: number[] = [];
    gate = new RateGate(() => times.push(Date.now()), 10, () => Date.now());
    for (let t = 0; t < 3000; t += 20) {
      gate.push(`k${t}`, frame('x'));
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(10_000);
    const worst = Math.max(...times.map((s) => times.filter((x) => x >= s && x < s + 1000).length));
    expect(worst).toBeLessThanOrEqual(10);
  });
});
