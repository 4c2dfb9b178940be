import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CalendarCheck, IdCard, Mail, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileDto } from '../../../contracts/profile';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageSkeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { AboutCard } from './about-card';
import { ProfileFacts } from '../../components/profile-facts';
import { AvatarUpload } from './avatar-upload';
import { PartnerProfileSection } from './partner-profile-section';
import { roleText } from '../../components/network/network-format';
import { longDate } from '../../../contracts/format';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';


/** /profile (docs/product.md §2): avatar, name, email, role, membership number, join date, interests, country; venue users' venues and partner profile. */
/**
 * The meetups and venues sections are owned by those features; the app layer passes them in
 * (web/app/profile-route.tsx), so features never import each other.
 */
export default function ProfilePage({ myMeetups, myVenues }: { myMeetups?: ReactNode; myVenues?: ReactNode }) {
  const { refreshProfile } = useSession();
  const qc = useQueryClient();
  const { data: p, isPending, error } = useQuery({ queryKey: ['profile', 'full'], queryFn: ({ signal }) => api<ProfileDto>('/api/profile', { signal }) });
  const changed = () => {
    void qc.invalidateQueries({ queryKey: ['profile', 'full'] });
    void refreshProfile(true);
  };
  if (isPending) return <PageSkeleton />;
  if (error || !p) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert tone="error" title={t('profile.loadFailed')}>
          {t('network.checkConnection')}
        </Alert>
      </div>
    );
  }
  const roleLabel = p.is_admin ? t('profile.roleAndAdmin', { role: roleText(p.role), admin: roleText('admin') }) : roleText(p.role);
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="sr-only">{t('profile.yourProfile')}</h1>
      <Card className="overflow-hidden p-0">
        <div aria-hidden="true" className="h-24 bg-gradient-to-r from-brand-700 via-brand-600 to-accent-500 sm:h-28" />
        <div className="-mt-14 flex flex-col items-center gap-4 px-5 pb-6 text-center sm:flex-row sm:items-start sm:text-start">
          <AvatarUpload userId={p.id} name={p.name} avatar={p.avatar} onChanged={changed} />
          <div className="min-w-0 flex-1 pb-1 sm:mt-16">
            <p className="text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="profile-name">
              {p.name}
            </p>
            <p className="mt-1 flex items-center justify-center gap-1.5 text-ink-muted sm:justify-start">
              <Mail aria-hidden="true" className="size-4" />
              <span className="break-all">{p.email}</span>
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge>{roleLabel}</Badge>
              {p.subscription_status === 'active' && <Badge tone="success">{t('profile.activeMembership')}</Badge>}
            </div>
          </div>
          <div className="flex flex-wrap justify-center gap-2 sm:mt-16">
            <Link to="/connections" className={buttonClasses('secondary', 'sm')}>
              <Users aria-hidden="true" className="size-4" /> {t('connections.heading')}
            </Link>
            <Link to="/settings" className={buttonClasses('secondary', 'sm')}>
              <Settings aria-hidden="true" className="size-4" /> {t('profile.settings')}
            </Link>
          </div>
        </div>
        <ProfileFacts
          facts={[
            { icon: IdCard, term: t('profile.membershipNumber'), children: <span className="font-mono font-semibold text-ink">{p.membership_number}</span> },
            { icon: CalendarCheck, term: t('members.memberSince'), children: <span className="font-semibold text-ink">{longDate(p.join_date)}</span> },
          ]}
        />
      </Card>

      {p.role === 'basic' && (
        <Alert tone="info" title={t('profile.getMoreTitle')}>
          {richText(t('profile.getMoreText'), {
            link: (words) => (
              <Link to="/upgrade-account" className="font-semibold underline">
                {words}
              </Link>
            ),
          })}
        </Alert>
      )}

      <AboutCard key={`${p.interests.join('|')}|${p.country}|${p.headline}`} interests={p.interests} country={p.country} headline={p.headline} onSaved={changed} />
      {myMeetups}
      {p.role === 'venue' && (
        <>
          {myVenues}
          <PartnerProfileSection userId={p.id} />
        </>
      )}
    </div>
  );
}
