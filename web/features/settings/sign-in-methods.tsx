import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Link2, Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SignInMethods as Methods } from '../../../contracts/auth';
import { dateFormat } from '../../../contracts/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { api, ApiRequestError } from '../../lib/api';
import { useAuthProviders } from '../../lib/auth-providers';
import { activeLocale, t } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** A linked sign-in's address (or "Linked") and when it was last used, in the member's language. */
function identityDetail(email: string | null | undefined, lastUsed: string | null | undefined): string {
  const who = email ?? t('settings.signIn.linkedState');
  if (!lastUsed) return who;
  return t('settings.signIn.lastUsed', { who, date: dateFormat(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(lastUsed)) });
}

const methodsKey = (userId: string | undefined) => ['sign-in-methods', userId ?? 'none'] as const;

function Row({ icon, title, detail, action }: { icon: ReactNode; title: ReactNode; detail: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{title}</p>
        <p className="break-words text-sm text-ink-muted">{detail}</p>
      </div>
      {action}
    </li>
  );
}

/**
 * Settings → Security, "Ways to sign in" (issue 28): the password (set or not), the emailed code
 * (always there) and each linked provider, which can be removed while another way remains — a
 * password or another provider; the server refuses otherwise (409) and says why. "Link …" adds
 * a configured provider to this account (decision 0060): the browser goes to the provider and
 * comes back here with ?linked=<provider>, or with the reason in the fragment (a toast).
 */
export function SignInMethods() {
  const { session, hasPassword, linkProvider } = useSession();
  const providers = useAuthProviders();
  const [params, setParams] = useSearchParams();
  const [linking, setLinking] = useState<string | null>(null);
  const userId = session?.user.id;
  const qc = useQueryClient();
  const { toast } = useToast();
  // The password state is the session's (it changes with "Set a password"); identities the server's.
  const { data, isPending } = useQuery({ queryKey: [...methodsKey(userId), hasPassword], queryFn: () => api<Methods>('/auth/v1/user/identities'), enabled: Boolean(userId) });
  const unlink = useMutation({
    mutationFn: (identityId: string) => api(`/auth/v1/user/identities/${identityId}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ type: 'success', title: t('settings.signIn.removed'), message: t('settings.signIn.removedMessage') });
      return qc.invalidateQueries({ queryKey: methodsKey(userId) });
    },
    onError: (err) => toast({ type: 'error', title: t('settings.signIn.removeFailed'), message: err instanceof ApiRequestError ? err.message : t('settings.calendar.tryAgain') }),
  });
  const identities = data?.identities ?? [];
  const linkedNow = params.get('linked');
  useEffect(() => {
    if (!linkedNow) return;
    const name = providers.find((p) => p.id === linkedNow)?.name;
    if (!name && !providers.length) return; // the names are still loading
    toast(name ? { type: 'success', title: t('settings.signIn.linkedNamed', { name }), message: t('settings.signIn.linkedNamedMessage', { name }) } : { type: 'success', title: t('settings.signIn.linked'), message: t('settings.signIn.linkedMessage') });
    const next = new URLSearchParams(params);
    next.delete('linked');
    setParams(next, { replace: true });
  }, [linkedNow, providers, params, setParams, toast]);
  const unlinked = providers.filter((p) => !identities.some((i) => i.provider === p.id));
  async function link(provider: { id: string; name: string }) {
    setLinking(provider.id);
    // On success the browser leaves for the provider; it comes back to this tab.
    const { error } = await linkProvider(provider.id);
    if (error) {
      setLinking(null);
      toast({ type: 'error', title: t('settings.signIn.linkFailed', { name: provider.name }), message: error.message });
    }
  }
  const mayRemove = (data?.has_password ?? hasPassword) || identities.length > 1;

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">{t('settings.signIn.title')}</h2>
        <p className="text-sm text-ink-muted">{t('settings.signIn.intro')}</p>
      </div>
      <ul className="divide-y divide-line" aria-busy={isPending}>
        <Row
          icon={<KeyRound aria-hidden="true" className="size-5" />}
          title={t('settings.signIn.password')}
          detail={hasPassword ? t('settings.signIn.passwordSet') : t('settings.signIn.passwordNotSet')}
          action={<Badge tone={hasPassword ? 'success' : 'neutral'}>{hasPassword ? t('settings.push.on') : t('settings.signIn.off')}</Badge>}
        />
        <Row icon={<Mail aria-hidden="true" className="size-5" />} title={t('settings.signIn.code')} detail={session?.user.email ?? ''} action={<Badge tone="success">{t('settings.push.on')}</Badge>} />
        {identities.map((i) => (
          <Row
            key={i.identity_id}
            icon={<ShieldCheck aria-hidden="true" className="size-5" />}
            title={i.provider_name}
            detail={identityDetail(i.email, i.last_sign_in_at)}
            action={
              <Button
                variant="secondary"
                size="sm"
                disabled={!mayRemove || unlink.isPending}
                title={mayRemove ? undefined : t('settings.signIn.removeBlocked')}
                aria-label={t('settings.signIn.removeNamed', { name: i.provider_name })}
                onClick={() => unlink.mutate(i.identity_id)}
              >
                {t('settings.push.remove')}
              </Button>
            }
          />
        ))}
      </ul>
      {data && unlinked.length > 0 && (
        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          {unlinked.map((p) => (
            <Button key={p.id} variant="secondary" size="sm" disabled={linking !== null} onClick={() => void link(p)}>
              <Link2 aria-hidden="true" className="size-4" />
              {linking === p.id ? t('settings.signIn.opening') : t('settings.signIn.link', { name: p.name })}
            </Button>
          ))}
        </div>
      )}
      {!mayRemove && identities.length > 0 && <p className="text-sm text-ink-muted">{t('settings.signIn.onlyOne')}</p>}
    </Card>
  );
}
