import { Building2, Globe2, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { CtaBand } from '../components/cta-band';
import { IconBubble, Prose, Section } from '../components/section';

const values: { icon: typeof Users; title: MessageId; body: MessageId }[] = [
  { icon: Users, title: 'pages.about.peopleFirst', body: 'pages.about.peopleFirstBody' },
  { icon: Building2, title: 'pages.about.venuesAsPartners', body: 'pages.about.venuesAsPartnersBody' },
  { icon: ShieldCheck, title: 'pages.about.trustByDesign', body: 'pages.about.trustByDesignBody' },
  { icon: Globe2, title: 'pages.about.localWorldwide', body: 'pages.about.localWorldwideBody' },
];

const strong = (words: string) => <strong>{words}</strong>;

export default function AboutPage() {
  return (
    <Page title={t('pages.about.title')} intro={t('pages.about.intro')}>
      <Section id="story" title={t('pages.about.whyStarted')}>
        <Prose>
          <p>{t('pages.about.story1')}</p>
          <p>{t('pages.about.story2')}</p>
        </Prose>
      </Section>

      <Section id="what-we-do" title={t('pages.about.whatWeDo')}>
        <Prose>
          <p>{richText(t('pages.about.whatWeDoBody'), { b: strong })}</p>
        </Prose>
      </Section>

      <Section id="values" title={t('pages.about.whatWeValue')} icon={HeartHandshake}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {values.map((v) => (
            <li key={v.title}>
              <Card className="h-full">
                <IconBubble icon={v.icon} />
                <h3 className="mt-3 font-semibold text-ink">{t(v.title)}</h3>
                <p className="mt-1 leading-7 text-ink-muted">{t(v.body)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="company" title={t('pages.about.company')}>
        <Prose>
          <p>{t('pages.about.company1')}</p>
          <p>
            {richText(t('pages.about.company2'), {
              press: (words) => <Link to="/press-kit">{words}</Link>,
              careers: (words) => <Link to="/careers">{words}</Link>,
            })}
          </p>
        </Prose>
      </Section>

      <CtaBand
        title={t('pages.about.ctaTitle')}
        primary={{ to: '/register', label: t('pages.tiers.joinFree') }}
        secondary={{ to: '/how-it-works', label: t('pages.about.ctaSeeHow') }}
      >
        {t('pages.about.ctaBody')}
      </CtaBand>
    </Page>
  );
}
