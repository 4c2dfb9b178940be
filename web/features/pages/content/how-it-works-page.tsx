import { Bell, Building2, CalendarCheck, Briefcase } from 'lucide-react';
import { Page } from '../../../components/ui/page';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { CtaBand } from '../components/cta-band';
import { Prose, Section, Steps } from '../components/section';
import { professionalPrice } from '../components/tiers';

export default function HowItWorksPage() {
  return (
    <Page title={t('pages.how.title')} intro={t('pages.how.intro')}>
      <Section id="professionals" title={t('pages.how.professionals')} icon={Briefcase}>
        <Steps
          steps={[
            { title: t('pages.how.pro1'), body: t('pages.how.pro1Body') },
            { title: t('pages.how.pro2'), body: t('pages.how.pro2Body', { price: professionalPrice() }) },
            { title: t('pages.how.pro3'), body: t('pages.how.pro3Body') },
            { title: t('pages.how.pro4'), body: t('pages.how.pro4Body') },
          ]}
        />
      </Section>

      <Section id="venues" title={t('pages.how.venues')} icon={Building2}>
        <Steps
          steps={[
            { title: t('pages.how.venue1'), body: t('pages.how.venue1Body') },
            { title: t('pages.how.venue2'), body: t('pages.how.venue2Body') },
            { title: t('pages.how.venue3'), body: t('pages.how.venue3Body') },
            { title: t('pages.how.venue4'), body: t('pages.how.venue4Body') },
          ]}
        />
      </Section>

      <Section id="booking" title={t('pages.how.lifeOfBooking')} icon={CalendarCheck}>
        <Prose>
          <p>{richText(t('pages.how.lifeOfBookingBody'), { b: (words) => <strong>{words}</strong> })}</p>
        </Prose>
      </Section>

      <Section id="notifications" title={t('pages.how.inTheLoop')} icon={Bell}>
        <Prose>
          <p>{t('pages.how.inTheLoopBody')}</p>
        </Prose>
      </Section>

      <CtaBand
        title={t('pages.how.ready')}
        primary={{ to: '/register', label: t('pages.how.createAccount') }}
        secondary={{ to: '/pricing', label: t('pages.how.comparePlans') }}
      />
    </Page>
  );
}
