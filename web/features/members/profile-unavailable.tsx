import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** What a member or organiser page shows instead of the profile: private (with the eye), missing or not loaded; a way home. */
export function ProfileUnavailable({ hidden, title, text }: { hidden: boolean; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {hidden && <EyeOff aria-hidden="true" className="mx-auto size-10 text-ink-muted" />}
      <h1 className="mt-3 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">{text}</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('members.backHome')}
      </Link>
    </div>
  );
}
