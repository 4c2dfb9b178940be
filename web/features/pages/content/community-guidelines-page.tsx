import { Building2, CalendarPlus, Camera, Gavel, MessageSquareWarning, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { Page } from '../../../components/ui/page';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { CtaBand } from '../components/cta-band';
import { BulletList, Prose, Section } from '../components/section';

const items = (ids: MessageId[]) => ids.map((id) => t(id));

export default function CommunityGuidelinesPage() {
  return (
    <Page title={t('pages.guidelines.title')} intro={t('pages.guidelines.intro')}>
      <Section id="everyone" title={t('pages.guidelines.everyone')} icon={Users}>
        <BulletList items={items(['pages.guidelines.everyone1', 'pages.guidelines.everyone2', 'pages.guidelines.everyone3', 'pages.guidelines.everyone4'])} />
      </Section>

      <Section id="organisers" title={t('pages.guidelines.organisers')} icon={CalendarPlus}>
        <BulletList items={items(['pages.guidelines.organisers1', 'pages.guidelines.organisers2', 'pages.guidelines.organisers3', 'pages.guidelines.organisers4'])} />
      </Section>

      <Section id="venues" title={t('pages.guidelines.venues')} icon={Building2}>
        <BulletList items={items(['pages.guidelines.venues1', 'pages.guidelines.venues2', 'pages.guidelines.venues3'])} />
      </Section>

      <Section id="photos" title={t('pages.guidelines.photos')} icon={Camera}>
        <Prose>
          <p>{t('pages.guidelines.photosBody')}</p>
        </Prose>
      </Section>

      <Section id="reporting" title={t('pages.guidelines.reporting')} icon={MessageSquareWarning}>
        <Prose>
          <p>{richText(t('pages.guidelines.reportingBody'), { link: (words) => <Link to="/contact-us">{words}</Link> })}</p>
        </Prose>
      </Section>

      <Section id="enforcement" title={t('pages.guidelines.enforcement')} icon={Gavel}>
        <Prose>
          <p>{t('pages.guidelines.enforcementBody')}</p>
        </Prose>
      </Section>

      <CtaBand
        title={t('pages.guidelines.questions')}
        primary={{ to: '/contact-us', label: t('pages.guidelines.contactUs') }}
        secondary={{ to: '/safety-security', label: t('pages.guidelines.safety') }}
      />
    </Page>
  );
}
