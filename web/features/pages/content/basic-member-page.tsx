import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { Prose, Section } from '../components/section';
import { TierPage } from '../components/tier-page';
import { professionalPrice, tierByRole } from '../components/tiers';

export default function BasicMemberPage() {
  return (
    <TierPage
      tier={tierByRole('basic')}
      intro={t('pages.basic.intro')}
      audience={[
        { title: 'pages.basic.newcomers', body: 'pages.basic.newcomersBody' },
        { title: 'pages.basic.occasional', body: 'pages.basic.occasionalBody' },
        { title: 'pages.basic.futureHosts', body: 'pages.basic.futureHostsBody' },
      ]}
      steps={[
        { title: t('pages.basic.step1'), body: t('pages.basic.step1Body') },
        { title: t('pages.basic.step2'), body: t('pages.basic.step2Body') },
        { title: t('pages.basic.step3'), body: t('pages.basic.step3Body') },
      ]}
    >
      <Section id="upgrade" title={t('pages.basic.doMore')}>
        <Prose>
          <p>
            {richText(t('pages.basic.doMoreBody', { price: professionalPrice() }), {
              professional: (words) => <Link to="/professional-partner">{words}</Link>,
              venue: (words) => <Link to="/venue-partner">{words}</Link>,
            })}
          </p>
        </Prose>
      </Section>
    </TierPage>
  );
}
