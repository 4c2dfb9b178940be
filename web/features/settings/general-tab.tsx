import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Field, TextInput } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useOwnProfile, useTakesVenueBookings } from './api';
import { CalendarFeed } from './calendar-feed';
import { LanguagePreference } from './language-preference';
import { NameForm } from './name-form';
import { PreferenceGroup } from './preference-group';
import { EMAIL_PREFERENCE_LABELS, NOTIFICATION_PREFERENCE_LABELS } from './preference-labels';
import { PushSettings } from './push-settings';
import { SETTINGS_TEXT } from './settings-text';

/** General: name, read-only email, email and in-app notification preferences (docs/product.md §2 Settings). */
export function GeneralTab() {
  const { data: profile, isPending, isError, refetch } = useOwnProfile();
  const venueBookings = useTakesVenueBookings();
  const hide = venueBookings ? [] : ['venue_booking'];
  if (isPending) {
    return (
      <div className="space-y-4" role="status">
        <span className="sr-only">{t('settings.general.loading')}</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (isError || !profile) {
    return (
      <Alert tone="error" title={t('settings.general.loadFailed')}>
        {richText(t('settings.general.retry'), {
          retry: (words) => (
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              {words}
            </button>
          ),
        })}
      </Alert>
    );
  }
  return (
    <div className="space-y-5">
      <Card className="space-y-5">
        <h2 className="text-lg font-semibold text-ink">{t('settings.general.account')}</h2>
        <NameForm current={profile.name} />
        <Field label={t('settings.general.email')} hint={SETTINGS_TEXT.emailNote()}>
          {({ id, describedBy }) => <TextInput id={id} type="email" value={profile.email} readOnly aria-describedby={describedBy} className="bg-surface-sunken text-ink-muted" />}
        </Field>
      </Card>
      <Card>
        <PreferenceGroup
          field="email_preferences"
          legend={t('settings.general.emailLegend')}
          description={t('settings.general.emailDescription')}
          labels={EMAIL_PREFERENCE_LABELS}
          hide={hide}
          values={profile.email_preferences}
        />
      </Card>
      <Card>
        <PreferenceGroup
          field="notification_preferences"
          legend={t('settings.general.inAppLegend')}
          description={t('settings.general.inAppDescription')}
          labels={NOTIFICATION_PREFERENCE_LABELS}
          hide={hide}
          values={profile.notification_preferences}
        />
      </Card>
      <LanguagePreference current={profile.locale} />
      <PushSettings values={profile.push_preferences} />
      <CalendarFeed />
    </div>
  );
}
