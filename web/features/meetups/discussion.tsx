import { MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { COMMENT_MAX, commentBody } from '../../../contracts/community';
import { longDate } from '../../../contracts/format';
import { relativeTime } from '../../../contracts/notifications';
import { MemberLink } from '../../components/member-link';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextArea } from '../../components/ui/field';
import { Form } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { useContractForm } from '../../lib/contract-form';
import { useComments, useDeleteComment, usePostComment } from './community-api';
import { t } from '../../lib/i18n';

/**
 * A meetup's discussion (issue 16, docs/product.md §4 Discussion). Comments are rendered as text
 * (React escapes them; nothing here sets HTML), with line breaks kept by CSS. New comments arrive
 * live: the realtime sync refetches ['meetup-comments'] when one is posted or deleted.
 */
export function Discussion({ meetupId }: { meetupId: string }) {
  const { data, isPending, error } = useComments(meetupId);
  const post = usePostComment(meetupId);
  const remove = useDeleteComment(meetupId);
  const { toast } = useToast();
  const [text, setText] = useState('');
  const fieldId = useId();
  // The contract's commentBody (the server checks the same one): a problem with the comment shows
  // by the box, any other refusal under the form.
  const form = useContractForm(
    commentBody,
    ['body'] as const,
    async ({ body }) => {
      await post.mutateAsync(body);
      setText('');
    },
    t('meetups.discussion.notPosted'),
  );
  const { errors } = form;
  const describedBy = errors.body ? `${fieldId}-count ${fieldId}-error` : `${fieldId}-count`;

  return (
    <section id="discussion" aria-labelledby="discussion-heading" className="scroll-mt-24">
      <Card className="space-y-4">
        <h2 id="discussion-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <MessageCircle aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" /> {t('meetups.discussion.title')}
        </h2>
        {isPending ? (
          <p className="text-sm text-ink-muted">{t('meetups.discussion.loading')}</p>
        ) : error ? (
          <p className="text-sm text-ink-muted">{t('meetups.discussion.loadFailed')}</p>
        ) : data.comments.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="no-comments">
            {data.can_post ? t('meetups.discussion.noneStart') : t('meetups.discussion.none')}
          </p>
        ) : (
          <ol className="space-y-3" aria-label={t('meetups.discussion.comments')} data-testid="comments">
            {data.comments.map((c) => (
              <li key={c.id} className="rounded-2xl border border-line bg-surface p-3" data-testid="comment">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-x-2">
                    <MemberLink member={c.author} withAvatar />
                    <time dateTime={c.created_at} title={longDate(c.created_at)} className="text-xs text-ink-muted">
                      {relativeTime(c.created_at)}
                    </time>
                  </div>
                  {c.can_delete && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('meetups.discussion.delete', { name: c.author.name })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(c.id, { onError: (err) => toast({ type: 'error', title: t('meetups.discussion.notDeleted'), message: err.message }) })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </div>
                <p dir="auto" className="mt-2 break-words whitespace-pre-wrap text-ink" data-testid="comment-body">
                  {c.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        {data?.can_post ? (
          <Form className="space-y-2" onSubmit={() => form.submit({ body: text })}>
            <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
              {t('meetups.discussion.add')}
            </label>
            <TextArea id={fieldId} value={text} maxLength={COMMENT_MAX} rows={3} onChange={(e) => {
                setText(e.target.value);
                form.clear('body');
              }}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.body)}
            />
            {errors.body && (
              <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
                {errors.body}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span id={`${fieldId}-count`} className="text-xs text-ink-muted">
                {t('meetups.discussion.characters', { count: text.length, max: COMMENT_MAX })}
              </span>
              <Button type="submit" disabled={!text.trim() || post.isPending}>
                {post.isPending ? t('meetups.discussion.posting') : t('meetups.discussion.post')}
              </Button>
            </div>
            {errors.form && (
              <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
                {errors.form}
              </p>
            )}
          </Form>
        ) : (
          data && <p className="text-sm text-ink-muted">{t('meetups.discussion.whoCan')}</p>
        )}
      </Card>
    </section>
  );
}
