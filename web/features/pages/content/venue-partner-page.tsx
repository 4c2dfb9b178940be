import { t } from '../../../lib/i18n';
import { Prose, Section } from '../components/section';
import { TierPage } from '../components/tier-page';
import { tierByRole } from '../components/tiers';

export default function VenuePartnerPage() {
  return (
    <TierPage
      tier={tierByRole('venue')}
      intro={t('pages.venue.intro')}
      audience={[
        { title: 'pages.venue.coworking', body: 'pages.venue.coworkingBody' },
        { title: 'pages.venue.libraries', body: 'pages.venue.librariesBody' },
        { title: 'pages.venue.hotels', body: 'pages.venue.hotelsBody' },
      ]}
      steps={[
        { title: t('pages.venue.step1'), body: t('pages.venue.step1Body') },
        { title: t('pages.venue.step2'), body: t('pages.venue.step2Body') },
        { title: t('pages.venue.step3'), body: t('pages.venue.step3Body') },
      ]}
    >
      <Section id="limits" title={t('pages.venue.moreThanOne')}>
        <Prose>
          <p>{t('pages.venue.moreThanOneBody')}</p>
        </Prose>
      </Section>
    </TierPage>
  );
}
