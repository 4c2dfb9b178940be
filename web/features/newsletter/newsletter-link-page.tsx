import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { api, ApiRequestError } from '../../lib/api';

type Mode = 'confirm' | 'unsubscribe';
type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

const TEXT = {
  confirm: { title: 'Newsletter subscription', working: 'Confirming your subscription…', done: 'You are subscribed. The Civic Connect briefing arrives once a month; every issue has an unsubscribe link.' },
  unsubscribe: { title: 'Unsubscribe', working: 'Unsubscribing…', done: 'You are unsubscribed and will get no more newsletter emails. You can subscribe again from the footer at any time.' },
} as const;

// A confirmation link works once: remember each token's answer so a re-render (or React's
// development double effect) does not spend it twice and then report it as used.
const answers = new Map<string, Promise<State>>();

function run(mode: Mode, token: string): Promise<State> {
  const key = `${mode}:${token}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = api(`/api/newsletter/${mode}`, { body: { token } }).then(
      (): State => ({ status: 'done' }),
      (err: unknown): State => ({ status: 'failed', message: err instanceof ApiRequestError ? err.message : 'Please check your connection and open the link again.' }),
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
    if (!token) setState({ status: 'failed', message: 'This link is incomplete. Open it again from the email.' });
    else void run(mode, token).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [mode, token]);
  const text = TEXT[mode];
  return (
    <Page title={text.title}>
      {state.status === 'working' && <Alert>{text.working}</Alert>}
      {state.status === 'done' && <Alert tone="success" title={mode === 'confirm' ? 'Subscription confirmed' : 'Unsubscribed'}>{text.done}</Alert>}
      {state.status === 'failed' && <Alert tone="error" title="That did not work">{state.message}</Alert>}
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to the home page
      </Link>
    </Page>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage mode="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage mode="unsubscribe" />;
