import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
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
          <h2 className="text-lg font-semibold text-ink">{hasPassword ? 'Change password' : 'Set a password'}</h2>
          <p className="text-sm text-ink-muted">
            {hasPassword
              ? 'Changing your password signs you out on your other devices.'
              : 'You sign in with emailed codes. Set a password to sign in with it too; you can still use codes.'}
          </p>
        </div>
        <PasswordForm />
      </Card>
      <SignInMethods />
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">This device</h2>
        <p className="text-sm text-ink-muted">Sign out here only. You stay signed in on your other devices.</p>
        <Button
          variant="secondary"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut({ scope: 'local', redirectTo: '/login' });
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {signingOut ? 'Signing out…' : 'Sign out of this device'}
        </Button>
      </Card>
      <Card className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
            Two-Factor Authentication <Badge tone="neutral">Soon</Badge>
          </h2>
          <p className="text-sm text-ink-muted">{SETTINGS_TEXT.twoFactor}</p>
        </div>
      </Card>
    </div>
  );
}
