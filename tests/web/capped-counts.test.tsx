// Issue 30, "counts labelled as estimates where they are": lists count up to 1,000 and the API says
// when it stopped (`…_capped`); the page then says "1,000+", and an exact count stays exact.
import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { countText } from '../../contracts/format';
import { FollowButton } from '../../web/components/network/follow-button';
import { MemberConnections } from '../../web/components/network/member-connections';
import { fakeApi, renderAt } from './harness';

const ID = '6f1c2f4e-8a55-4c1b-9a57-3c1f0a7d2b11';
let follow: { follower_count: number; follower_count_capped: boolean };
let connections: { count: number; count_capped: boolean };
beforeEach(() => {
  follow = { follower_count: 1000, follower_count_capped: true };
  connections = { count: 1000, count_capped: true };
  fakeApi({
    [`GET /api/follows/organiser/${ID}`]: () => ({ ...follow, following: false, is_own: false }),
    [`GET /api/members/${ID}/connections`]: () => ({ shown: true, ...connections, members: [] }),
  });
});

describe('capped counts', () => {
  it('writes a capped count as "1,000+" and an exact one as it is', () => {
    expect(countText(1000, true, 'connection')).toBe('1,000+ connections');
    expect(countText(1000, false, 'connection')).toBe('1,000 connections');
    expect(countText(1, false, 'follower')).toBe('1 follower');
    expect(countText(0, false, 'follower')).toBe('0 followers');
  });

  it('a follower count the server stopped counting says "1,000+ followers"', async () => {
    renderAt('/o', { '/o': <FollowButton kind="organiser" id={ID} name="Hana Host" /> });
    expect((await screen.findByTestId('follower-count')).textContent).toBe('1,000+ followers');
  });

  it('an exact follower count has no "+"', async () => {
    follow = { follower_count: 1000, follower_count_capped: false };
    renderAt('/o', { '/o': <FollowButton kind="organiser" id={ID} name="Hana Host" /> });
    expect((await screen.findByTestId('follower-count')).textContent).toBe('1,000 followers');
  });

  it('a member\'s connections on their profile say "1,000+ connections" when capped', async () => {
    renderAt('/m', { '/m': <MemberConnections memberId={ID} isSelf={false} /> });
    expect((await screen.findByTestId('connection-count')).textContent).toBe('1,000+ connections');
  });

  it('and "12 connections" when exact', async () => {
    connections = { count: 12, count_capped: false };
    renderAt('/m', { '/m': <MemberConnections memberId={ID} isSelf={false} /> });
    expect((await screen.findByTestId('connection-count')).textContent).toBe('12 connections');
  });
});
