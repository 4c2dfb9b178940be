// ICU exact cases (`=0 {…}`) as Lingui's compiler writes them: keyed by the number alone ("0").
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

const unread = compileMessageOrThrow('{count, plural, =0 {No unread notifications} one {# unread} other {# unread}}');

describe('interpolate', () => {
  it('takes an exact case before the plural category', () => {
    expect(interpolate('en-GB', unread, { count: 0 })).toBe('No unread notifications');
    expect(interpolate('en-GB', unread, { count: 1 })).toBe('1 unread');
    expect(interpolate('en-GB', unread, { count: 1200 })).toBe('1,200 unread');
  });
});
