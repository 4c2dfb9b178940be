import { describe, expect, it } from 'vitest';
import { findingsIn } from '../../scripts/check-i18n';

// `npm run check:i18n` (issue 29): what it finds in a file's code, and what it lets pass.
const found = (code: string, file = 'server/example.ts') => findingsIn(file, code).map((f) => `${f.why}: ${f.text}`);

describe('the i18n check', () => {
  it('finds English in a fallback for a missing value', () => {
    expect(found(`export const who = (name: string | null) => ({ name: name || 'A member' });`)).toEqual(['fallback text: A member']);
    expect(found(`export const who = (name?: string) => name ?? 'the organiser';`)).toEqual(['fallback text: the organiser']);
  });

  it('lets codes, settings and class names through as fallbacks', () => {
    expect(found(`export const l = (x?: string) => x ?? 'en-GB';`)).toEqual([]);
    expect(found(`export const c = (x?: string) => x || 'GBP';`)).toEqual([]);
    expect(found(`export const k = (className?: string) => className ?? 'flex flex-wrap gap-1.5';`)).toEqual([]);
    expect(found(`export const m = (a: boolean, b: string) => a && 'Shown only with a';`)).toEqual([]);
  });

  it('still finds JSX text, read props and API error messages', () => {
    expect(found(`export const A = () => <p title="Close it">Hello there</p>;`, 'web/a.tsx')).toEqual(['title=: Close it', 'JSX text: Hello there']);
    expect(found(`throw notFound('Meetup not found.');`)).toEqual(['API error message: Meetup not found.']);
  });

  it('takes a message id for what it is', () => {
    expect(found(`export const who = (name: string | null, t: (id: string) => string) => name || t('api.notices.aMember');`)).toEqual([]);
    expect(found(`throw notFound('api.meetups.notFound');`)).toEqual([]);
  });
});
