import { t } from '../../../lib/i18n';
import { Prose, Section } from '../components/section';
import { TierPage } from '../components/tier-page';
import { professionalPrice, tierByRole } from '../components/tiers';

export default function ProfessionalPartnerPage() {
  const price = professionalPrice();
  return (
    <TierPage
      tier={tierByRole('professional')}
      intro={t('pages.professional.intro', { price })}
      audience={[
        { title: 'pages.professional.organisers', body: 'pages.professional.organisersBody' },
        { title: 'pages.professional.travelling', body: 'pages.professional.travellingBody' },
        { title: 'pages.professional.publicSector', body: 'pages.professional.publicSectorBody' },
      ]}
      steps={[
        { title: t('pages.professional.step1'), body: t('pages.professional.step1Body', { price }) },
        { title: t('pages.professional.step2'), body: t('pages.professional.step2Body') },
        { title: t('pages.professional.step3'), body: t('pages.professional.step3Body') },
        { title: t('pages.professional.step4'), body: t('pages.professional.step4Body') },
      ]}
    >
      <Section id="nearby" title={t('pages.professional.nearby')}>
        <Prose>
          <p>{t('pages.professional.nearbyBody')}</p>
        </Prose>
      </Section>
    </TierPage>
  );
}
