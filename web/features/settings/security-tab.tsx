import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { PasswordForm } from './password-form';
import { SETTINGS_TEXT } from './settings-text';
import { SignInMethods } from './sign-in-methods';

/** Security: change password, sign out of this device, two-factor placeholder (docs/product.md §2 Settings). */
export function SecurityTab() {
  const { signOut, hasPassword } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-ink">{hasPassword ? t('settings.security.changeTitle') : t('settings.security.setTitle')}</h2>
          <p className="text-sm text-ink-muted">
            {hasPassword ? t('settings.security.changeIntro') : t('settings.security.setIntro')}
          </p>
        </div>
        <PasswordForm />
      </Card>
      <SignInMethods />
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">{t('settings.security.device')}</h2>
        <p className="text-sm text-ink-muted">{t('settings.security.deviceIntro')}</p>
        <Button
          variant="secondary"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut({ scope: 'local', redirectTo: '/login' });
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {signingOut ? t('settings.security.signingOut') : t('settings.security.signOut')}
        </Button>
      </Card>
      <Card className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
            {t('settings.security.twoFactor')} <Badge tone="neutral">{t('settings.security.soon')}</Badge>
          </h2>
          <p className="text-sm text-ink-muted">{SETTINGS_TEXT.twoFactor()}</p>
        </div>
      </Card>
    </div>
  );
}
