// Issue 29 "Worldwide in fact", the network's part: a member who chose German or Arabic reads the
// member pages' buttons, counts, dates and dialogs in that language, with its own plural rules.
import { screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FollowButton } from '../../web/components/network/follow-button';
import { MemberConnections } from '../../web/components/network/member-connections';
import { relativeTimeText, roleText } from '../../web/components/network/network-format';
import { ReportDialog } from '../../web/components/network/report-dialog';
import { activateLocale, loadAppMessages } from '../../web/lib/i18n';
import { fakeApi, renderAt } from './harness';
import { longDate } from '../../contracts/format';
import { daysFromNow } from '../helpers/dates';

const ID = '6f1c2f4e-8a55-4c1b-9a57-3c1f0a7d2b11';
let follow: { follower_count: number; follower_count_capped: boolean };
let connections: { count: number; count_capped: boolean };

async function speak(locale: 'de' | 'ar' | 'en-GB') {
  await activateLocale(locale);
  await loadAppMessages();
}

beforeAll(() => speak('de'));
afterAll(() => speak('en-GB'));
beforeEach(() => {
  follow = { follower_count: 1000, follower_count_capped: true };
  connections = { count: 1, count_capped: false };
  fakeApi({
    [`GET /api/follows/organiser/${ID}`]: () => ({ ...follow, following: false, is_own: false }),
    [`GET /api/members/${ID}/connections`]: () => ({ shown: true, ...connections, members: [] }),
  });
});

describe('the network in German', () => {
  it('a visitor sees "Folgen" and a capped follower count written the German way', async () => {
    renderAt('/o', { '/o': <FollowButton kind="organiser" id={ID} name="Hana Host" /> });
    expect((await screen.findByTestId('follower-count')).textContent).toBe('1.000+ Follower');
    expect(screen.getByRole('link', { name: 'Hana Host folgen: zuerst anmelden' }).textContent?.trim()).toBe('Folgen');
  });

  it('a member’s connections: the heading and the singular', async () => {
    renderAt('/m', { '/m': <MemberConnections memberId={ID} isSelf={false} /> });
    expect((await screen.findByTestId('connection-count')).textContent).toBe('1 Kontakt');
    expect(screen.getByRole('heading', { name: 'Kontakte' })).toBeTruthy();
  });

  it('the report dialog asks its question and names its reasons in German', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return <ReportDialog open={open} onOpenChange={setOpen} member={{ id: ID, name: 'Sam Lee' }} />;
    }
    renderAt('/m', { '/m': <Harness /> });
    expect(await screen.findByRole('group', { name: 'Was ist das Problem?' })).toBeTruthy();
    expect(screen.getByLabelText('Belästigung oder Mobbing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Melden und blockieren' })).toBeTruthy();
  });

  it('dates, relative times and plans', () => {
    // 5 March of next year, from the test's clock (no fixed year).
    const year = Number(daysFromNow(0).slice(0, 4)) + 1;
    expect(longDate(`${year}-03-05`)).toBe(`5. März ${year}`);
    const now = Date.now();
    expect(relativeTimeText(new Date(now - 5 * 60_000).toISOString(), now)).toBe('vor 5 Min.');
    expect(roleText('basic')).toBe('Basismitglied');
  });
});

describe('the network in Arabic', () => {
  beforeAll(() => speak('ar'));
  afterAll(() => speak('de'));

  it('uses the dual form for two connections', async () => {
    connections = { count: 2, count_capped: false };
    renderAt('/m', { '/m': <MemberConnections memberId={ID} isSelf={false} /> });
    expect((await screen.findByTestId('connection-count')).textContent).toBe('اتصالان');
  });
});
