import { describe, expect, it } from 'vitest';
import { jsonShapeProblem, TOO_DEEP_MESSAGE, TOO_LONG_MESSAGE } from './body-limits';

// The scan that refuses a JSON body's shape before JSON.parse builds it (docs/decisions/0036).
describe('jsonShapeProblem', () => {
  const nest = (n: number, inner = '1') => '['.repeat(n) + inner + ']'.repeat(n);

  it('counts nesting of lists and objects together, up to the bound', () => {
    expect(jsonShapeProblem(nest(4), 4)).toBeNull();
    expect(jsonShapeProblem(nest(5), 4)).toBe(TOO_DEEP_MESSAGE);
    expect(jsonShapeProblem('{"a":[{"b":[1]}]}', 4)).toBeNull();
    expect(jsonShapeProblem('{"a":[{"b":[{}]}]}', 4)).toBe(TOO_DEEP_MESSAGE);
    // Unclosed is still deep: refused before the parser would find the end missing.
    expect(jsonShapeProblem('['.repeat(100_000))).toBe(TOO_DEEP_MESSAGE);
  });

  it('counts entries per list or object, each level on its own', () => {
    const list = (n: number) => `[${Array(n).fill(0).join(',')}]`;
    expect(jsonShapeProblem(list(10), 16, 10)).toBeNull();
    expect(jsonShapeProblem(list(11), 16, 10)).toBe(TOO_LONG_MESSAGE);
    // Ten lists of ten: no single level is over.
    expect(jsonShapeProblem(`[${Array(10).fill(list(10)).join(',')}]`, 16, 10)).toBeNull();
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;
    expect(jsonShapeProblem(keys(10), 16, 10)).toBeNull();
    expect(jsonShapeProblem(keys(11), 16, 10)).toBe(TOO_LONG_MESSAGE);
  });

  it('skips brackets, commas and escaped quotes inside texts', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: '[[[[[[,,,,,,,{{{{{{' }), 2, 2)).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ a: 'say \\"[[[[[[\\" and \\\\', b: 'x' }), 2, 3)).toBeNull();
    // A text ending in a backslash: the quote after it closes the text.
    expect(jsonShapeProblem(`{"a":"x\\\\","b":${nest(3)}}`, 3)).toBe(TOO_DEEP_MESSAGE);
    // Not JSON at all: no answer needed (JSON.parse refuses it next), and no crash.
    expect(jsonShapeProblem('"unterminated [[[[[[[[')).toBeNull();
  });
});
