import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { api, ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { MessageId } from '../../../contracts/i18n/messages';

type Mode = 'confirm' | 'unsubscribe';
type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

const TEXT = {
  confirm: { title: 'routes.newsletterSubscription.title', working: 'newsletter.confirming', done: 'newsletter.subscribed', doneTitle: 'newsletter.confirmed' },
  unsubscribe: { title: 'routes.unsubscribe.title', working: 'newsletter.unsubscribing', done: 'newsletter.unsubscribedText', doneTitle: 'newsletter.unsubscribed' },
} as const satisfies Record<Mode, Record<string, MessageId>>;

// A confirmation link works once: remember each token's answer so a re-render (or React's
// development double effect) does not spend it twice and then report it as used.
const answers = new Map<string, Promise<State>>();

function run(mode: Mode, token: string): Promise<State> {
  const key = `${mode}:${token}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = api(`/api/newsletter/${mode}`, { body: { token } }).then(
      (): State => ({ status: 'done' }),
      (err: unknown): State => ({ status: 'failed', message: err instanceof ApiRequestError ? err.message : t('newsletter.checkConnection') }),
    );
    answers.set(key, answer);
  }
  return answer;
}

/** /newsletter/confirm and /newsletter/unsubscribe: the links in newsletter emails. */
export function NewsletterLinkPage({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'working' });
  useEffect(() => {
    let live = true;
    if (!token) setState({ status: 'failed', message: t('newsletter.incomplete') });
    else void run(mode, token).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [mode, token]);
  const text = TEXT[mode];
  return (
    <Page title={t(text.title)}>
      {state.status === 'working' && <Alert>{t(text.working)}</Alert>}
      {state.status === 'done' && <Alert tone="success" title={t(text.doneTitle)}>{t(text.done)}</Alert>}
      {state.status === 'failed' && <Alert tone="error" title={t('newsletter.didNotWork')}>{state.message}</Alert>}
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('newsletter.backHome')}
      </Link>
    </Page>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage mode="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage mode="unsubscribe" />;
