import { MessageSquareText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { VenueDetailDto } from '../../../contracts/venues';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextArea } from '../../components/ui/field';
import { useSession } from '../../lib/session';
import { useRateVenue, useVenueRatings } from './api';
import { ratingNumber, StarsDisplay, StarsInput } from '../../components/venue/stars';
import { longDate } from '../../../contracts/format';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { MemberLink } from '../../components/member-link';


/**
 * Ratings (docs/product.md §3, §5): average and count, your own score and comment (editable and
 * removable), and what others wrote. Failures are only logged (docs/product.md §8).
 */
export function RatingPanel({ venue }: { venue: VenueDetailDto }) {
  const { profile } = useSession();
  const ratings = useVenueRatings(venue.id);
  const { save, remove } = useRateVenue(venue.id);
  const mine = ratings.data?.mine ?? venue.rating.mine;
  const summary = ratings.data?.summary ?? venue.rating;
  const [score, setScore] = useState(mine?.score ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [editing, setEditing] = useState(!mine);
  const commentId = useId();

  useEffect(() => {
    setScore(mine?.score ?? 0);
    setComment(mine?.comment ?? '');
    setEditing(!mine);
  }, [mine?.score, mine?.comment]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = () => {
    // docs/product.md §5: a score outside 1–5 quietly does nothing.
    if (score < 1 || score > 5) return;
    save.mutate({ score, comment: comment.trim() || null }, { onSuccess: () => setEditing(false) });
  };

  const others = (ratings.data?.ratings ?? []).filter((r) => r.user_id !== profile?.id);
  return (
    <section aria-labelledby="ratings-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="ratings-heading" className="text-xl font-semibold text-ink">
          {t('venues.rating.title')}
        </h2>
        <div className="flex items-center gap-2" data-testid="rating-summary">
          <StarsDisplay value={summary.average} size="md" />
          <span className="text-sm text-ink-muted">
            {summary.count > 0 ? (
              richText(t('venues.rating.summary', { average: ratingNumber(summary.average ?? 0), count: summary.count }), {
                average: (words) => <span className="text-base font-bold text-ink">{words}</span>,
              })
            ) : (
              t('venues.noRatingsYet')
            )}
          </span>
        </div>
      </div>

      {/* Who may rate (issue 16); the server enforces it. Owners never rate their own venue. */}
      <p className="text-sm text-ink-muted" data-testid="who-can-rate">
        {!venue.abilities.rate && !venue.abilities.edit ? t('venues.rating.whoJoin') : t('venues.rating.who')}
      </p>

      {venue.abilities.rate && (
        <Card className="space-y-4" data-testid="my-rating">
          {!editing && mine ? (
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm font-semibold text-ink">{t('venues.stars.yourRating')}</p>
                <StarsDisplay value={mine.score} size="md" className="mt-1" />
                {mine.comment && (
                  <p className="mt-2 text-ink-muted" dir="auto">
                    {t('venues.rating.quoted', { comment: mine.comment })}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  {t('venues.page.edit')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  {remove.isPending ? t('venues.rating.removing') : t('venues.rating.remove')}
                </Button>
              </div>
            </div>
          ) : (
            <>
              <div>
                <p className="text-sm font-semibold text-ink">{mine ? t('venues.rating.change') : t('venues.rating.rateThis')}</p>
                <StarsInput value={score} onChange={setScore} disabled={save.isPending} />
              </div>
              <div className="space-y-1.5">
                <label htmlFor={commentId} className="block text-sm font-medium text-ink">
                  {richText(t('venues.rating.commentLabel'), { optional: (words) => <span className="font-normal text-ink-muted">{words}</span> })}
                </label>
                <TextArea id={commentId} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} placeholder={t('venues.rating.commentPlaceholder')} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button onClick={submit} disabled={score < 1 || save.isPending}>
                  {save.isPending ? t('venues.saving') : mine ? t('venues.rating.update') : t('venues.rating.submit')}
                </Button>
                {mine && (
                  <Button variant="ghost" onClick={() => setEditing(false)}>
                    {t('venues.cancel')}
                  </Button>
                )}
              </div>
            </>
          )}
        </Card>
      )}

      {others.length > 0 && (
        <ul className="space-y-3">
          {others.map((r) => (
            <li key={r.user_id} className="rounded-2xl border border-line bg-surface-raised p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <MemberLink member={{ id: r.user_id, name: r.user_name || t('venues.rating.member'), avatar: r.user_avatar, profile_open: r.profile_open }} withAvatar />
                <StarsDisplay value={r.score} />
              </div>
              {r.comment && (
                <p className="mt-2 text-ink-muted" dir="auto">
                  <MessageSquareText aria-hidden="true" className="me-1.5 inline size-4 align-[-2px]" />
                  {r.comment}
                </p>
              )}
              <p className="mt-1 text-xs text-ink-muted">
                {richText(t('venues.rating.ratedOn'), { date: () => <time dateTime={r.updated_at}>{longDate(r.updated_at)}</time> })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
