import { KeyRound, Lock, MapPinned, MessageSquareWarning, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { Page } from '../../../components/ui/page';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { CtaBand } from '../components/cta-band';
import { BulletList, Prose, Section } from '../components/section';

const items = (ids: MessageId[]) => ids.map((id) => t(id));

export default function SafetySecurityPage() {
  return (
    <Page title={t('pages.safety.title')} intro={t('pages.safety.intro')}>
      <Section id="account" title={t('pages.safety.account')} icon={Lock}>
        <BulletList items={items(['pages.safety.account1', 'pages.safety.account2', 'pages.safety.account3', 'pages.safety.account4'])} />
      </Section>

      <Section id="tips" title={t('pages.safety.tips')} icon={KeyRound}>
        <BulletList items={items(['pages.safety.tips1', 'pages.safety.tips2', 'pages.safety.tips3'])} />
      </Section>

      <Section id="meeting" title={t('pages.safety.meeting')} icon={MapPinned}>
        <BulletList items={items(['pages.safety.meeting1', 'pages.safety.meeting2', 'pages.safety.meeting3', 'pages.safety.meeting4'])} />
      </Section>

      <Section id="venues" title={t('pages.safety.venues')} icon={ShieldCheck}>
        <Prose>
          <p>{t('pages.safety.venuesBody')}</p>
        </Prose>
      </Section>

      <Section id="report" title={t('pages.safety.report')} icon={MessageSquareWarning}>
        <Prose>
          <p>
            {richText(t('pages.safety.reportBody'), {
              guidelines: (words) => <Link to="/community-guidelines">{words}</Link>,
              contact: (words) => <Link to="/contact-us">{words}</Link>,
            })}
          </p>
        </Prose>
      </Section>

      <CtaBand
        title={t('pages.safety.notRight')}
        primary={{ to: '/contact-us', label: t('pages.safety.reportConcern') }}
        secondary={{ to: '/help-center', label: t('pages.safety.helpCentre') }}
      />
    </Page>
  );
}
