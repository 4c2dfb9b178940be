import { ChevronRight, Cookie, FileText, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { BlockedMembers } from '../../components/network/blocked-members';
import { Card } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';
import { NetworkPrivacy } from './network-privacy';
import { ProfileVisibility } from './profile-visibility';

const LINKS = [
  { to: '/privacy-policy', label: 'settings.privacy.policy', text: 'settings.privacy.policyText', Icon: FileText },
  { to: '/cookie-policy', label: 'settings.privacy.cookies', text: 'settings.privacy.cookiesText', Icon: Cookie },
  { to: '/gdpr-compliance', label: 'settings.privacy.gdpr', text: 'settings.privacy.gdprText', Icon: Scale },
] as const;

/**
 * Privacy: links to the privacy policy, cookie policy and GDPR compliance (docs/product.md §2 Settings),
 * "Show my profile to other members" (issue 16), who may send message requests and "Show my connections on my profile" (issue 26), plus "Download my data" and "Delete my account" (docs/product.md §2).
 */
export function PrivacyTab() {
  return (
    <div className="space-y-5">
      <Card className="p-2">
        <h2 className="px-3 pt-2 pb-1 text-lg font-semibold text-ink">{t('settings.privacy.title')}</h2>
        <ul className="divide-y divide-line">
          {LINKS.map(({ to, label, text, Icon }) => (
            <li key={to}>
              <Link to={to} className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-3 hover:bg-surface-sunken">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-brand-700 dark:text-brand-300">{t(label)}</span>
                  <span className="block text-sm text-ink-muted">{t(text)}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">{t('settings.privacy.profile')}</h2>
        <ProfileVisibility />
      </Card>
      <Card>
        <BlockedMembers />
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">{t('settings.privacy.network')}</h2>
        <NetworkPrivacy />
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-ink">{t('settings.privacy.data')}</h2>
        <p className="text-sm text-ink-muted">
          {t('settings.privacy.dataText')}
        </p>
        <DownloadData />
      </Card>
      <Card className="space-y-3 border-red-200 dark:border-red-900">
        <h2 className="text-lg font-semibold text-ink">{t('settings.privacy.delete')}</h2>
        <p className="text-sm text-ink-muted">{t('settings.privacy.deleteText')}</p>
        <DeleteAccount />
      </Card>
    </div>
  );
}
