import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath, type MembershipTier } from '../../../contracts/membership';
import type { ProfileDto } from '../../../contracts/profile';
import { Alert } from '../../components/ui/alert';
import { Page } from '../../components/ui/page';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { cancelMembership, startCheckout, useMembershipConfig } from './api';
import { CurrentPlan } from './current-plan';
import { PlanCard } from './plan-card';
import { PLANS } from './plans';
import { SwitchDialog } from './switch-dialog';
import { useStripeReturn } from './use-stripe-return';
import { helpLinkParts } from '../../components/help-links';
import { roleLabel } from '../../lib/roles';
import { richText } from '../../lib/rich-text';
import { t } from '../../lib/i18n';

const errorMessage = (err: unknown) => (err instanceof ApiRequestError ? err.message : t('common.checkConnection'));

/** /upgrade-account: choose Professional or Venue Partner, or cancel (docs/product.md §4, decision 0008). */
export default function UpgradeAccountPage() {
  const { status, profile, role, refreshProfile } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { toast } = useToast();
  const config = useMembershipConfig();
  const mode = config.data?.mode;
  const [busyTier, setBusyTier] = useState<MembershipTier | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [switchTo, setSwitchTo] = useState<MembershipTier | null>(null);

  const returnTo = safeReturnPath(params.get('returnTo'));
  const highlighted = params.get('plan');
  const checkoutResult = params.get('checkout');
  const signedIn = status === 'signedIn';
  const currentRole = signedIn ? (role ?? null) : null;
  const viewer = status === 'signedOut' ? 'signedOut' : !currentRole ? 'loading' : currentRole === 'basic' ? 'basic' : 'member';

  async function upgraded(next: ProfileDto) {
    await refreshProfile(true);
    void qc.invalidateQueries({ queryKey: ['profile'] });
    toast({ type: 'success', title: t('membership.upgrade.welcome', { plan: roleLabel(next.role) }), message: t('membership.upgrade.active', { number: next.membership_number }), duration: 6000 });
    navigate(returnTo ?? '/profile', { replace: true });
  }

  const stripeReturn = useStripeReturn(checkoutResult === 'success' ? params.get('session_id') : null, signedIn, (p) => void upgraded(p));

  async function choose(tier: MembershipTier) {
    setSwitchTo(null);
    setBusyTier(tier);
    try {
      const result = await startCheckout(tier, returnTo);
      if (result.mode === 'stripe') {
        window.location.assign(result.url); // keeps the button busy while the browser leaves
        return;
      }
      await upgraded(result.profile);
    } catch (err) {
      toast({ type: 'error', title: t('membership.upgrade.failed'), message: errorMessage(err) });
    }
    setBusyTier(null);
  }

  async function cancel(): Promise<boolean> {
    setCancelling(true);
    try {
      await cancelMembership();
      await refreshProfile(true);
      void qc.invalidateQueries({ queryKey: ['profile'] });
      toast({ type: 'success', title: t('membership.upgrade.cancelled'), message: t('membership.upgrade.cancelledText') });
      return true;
    } catch (err) {
      toast({ type: 'error', title: t('membership.upgrade.cancelFailed'), message: errorMessage(err) });
      return false;
    } finally {
      setCancelling(false);
    }
  }

  const onChoose = (tier: MembershipTier) => (viewer === 'member' ? setSwitchTo(tier) : void choose(tier));
  const busy = busyTier !== null || cancelling || stripeReturn === 'confirming' || stripeReturn === 'waiting';

  return (
    <Page title={t('membership.upgrade.title')} intro={t('membership.upgrade.intro')}>
      {mode === 'demo' && (
        <div role="note" aria-label={t('membership.upgrade.demoLabel')} className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="text-sm">
            <p className="font-semibold">{t('membership.upgrade.demoTitle')}</p>
            <p className="mt-0.5">{t('membership.upgrade.demoText')}</p>
          </div>
        </div>
      )}

      {(stripeReturn === 'confirming' || stripeReturn === 'waiting') && (
        <div role="status" className="mb-6 flex items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm text-ink">
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 text-brand-700 motion-safe:animate-spin dark:text-brand-300" />
          {t(stripeReturn === 'confirming' ? 'membership.upgrade.confirming' : 'membership.upgrade.waiting')}
        </div>
      )}
      {stripeReturn === 'failed' && (
        <Alert tone="error" className="mb-6" title={t('membership.upgrade.notConfirmed')}>
          {t('membership.upgrade.notConfirmedText')}
        </Alert>
      )}
      {checkoutResult === 'cancelled' && (
        <Alert className="mb-6" title={t('membership.upgrade.checkoutCancelled')}>
          {t('membership.upgrade.checkoutCancelledText')}
        </Alert>
      )}
      {returnTo && viewer === 'basic' && !checkoutResult && (
        <Alert className="mb-6" title={t('membership.upgrade.needsUpgrade')}>
          {t('membership.upgrade.needsUpgradeText')}
        </Alert>
      )}

      {signedIn && profile ? (
        <CurrentPlan role={profile.role} membershipNumber={profile.membershipNumber} mode={mode} cancelling={cancelling} disabled={busy} onCancel={cancel} />
      ) : (
        status === 'signedOut' && (
          <Alert className="mb-8" title={t('membership.upgrade.accountFirst')}>
            {richText(t('membership.upgrade.accountFirstText'), {
              register: (words) => (
                <Link to="/register?returnTo=%2Fupgrade-account" className="font-semibold underline">
                  {words}
                </Link>
              ),
              signIn: (words) => (
                <Link to="/login?returnTo=%2Fupgrade-account" className="font-semibold underline">
                  {words}
                </Link>
              ),
            })}
          </Alert>
        )
      )}

      <section aria-labelledby="choose-plan">
        <h2 id="choose-plan" className="mb-4 text-xl font-bold text-ink">
          {t(viewer === 'member' ? 'membership.upgrade.changePlan' : 'membership.upgrade.choose')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2">
          {PLANS.map((plan) => (
            <li key={plan.tier}>
              <PlanCard
                plan={plan}
                mode={mode}
                viewer={viewer}
                current={currentRole === plan.tier}
                highlighted={highlighted ? highlighted === plan.tier : plan.tier === 'professional'}
                busy={busyTier === plan.tier}
                disabled={busy || config.isPending}
                onChoose={() => onChoose(plan.tier)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="what-happens" className="mt-10">
        <h2 id="what-happens" className="text-xl font-bold text-ink">
          {t('membership.upgrade.whatHappens')}
        </h2>
        <div className="mt-3 space-y-3 leading-7 text-ink-muted">
          <p>{t('membership.upgrade.roleStarts')}</p>
          <p>{richText(t('membership.upgrade.switchAnyTime'), helpLinkParts)}</p>
        </div>
      </section>

      {currentRole && currentRole !== 'basic' && <SwitchDialog from={currentRole} to={switchTo} onConfirm={(tier) => void choose(tier)} onClose={() => setSwitchTo(null)} />}
    </Page>
  );
}
