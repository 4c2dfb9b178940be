import { KeyRound } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { useAuthProviders } from '../../lib/auth-providers';
import { t } from '../../lib/i18n';

/**
 * "Continue with Google / Apple / …" (issue 28): one button per provider the server is
 * configured with (GET /auth/v1/settings), none otherwise. Each is a plain link: the browser
 * goes to the server, which sends it on to the provider and back with a session.
 */
export function ProviderButtons({ returnTo }: { returnTo: string }) {
  const providers = useAuthProviders();
  if (!providers.length) return null;
  const redirectTo = `${window.location.origin}${returnTo}`;
  return (
    <ul className="space-y-3" aria-label={t('auth.otherWays')}>
      {providers.map((p) => (
        <li key={p.id}>
          <a href={`/auth/v1/authorize?${new URLSearchParams({ provider: p.id, redirect_to: redirectTo })}`} className={buttonClasses('secondary', 'lg', 'w-full')}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('auth.continueWith', { provider: p.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
