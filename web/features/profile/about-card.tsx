import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextInput } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { HEADLINE_MAX, INTERESTS_MAX, INTEREST_MAX } from '../../../contracts/community';
import { CharacterCount } from '../../components/ui/character-count';

/** Headline, interests and country, edited in place (PUT /api/profile/about); shown on /members/{id}. */
export function AboutCard({ interests, country, headline, onSaved }: { interests: string[]; country: string | null; headline: string | null; onSaved: () => void }) {
  const [line, setLine] = useState(headline ?? '');
  const [editing, setEditing] = useState(false);
  const [list, setList] = useState(interests);
  const [draft, setDraft] = useState('');
  const [place, setPlace] = useState(country ?? '');
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  const add = () => {
    const v = draft.trim().slice(0, INTEREST_MAX);
    if (v && !list.includes(v) && list.length < INTERESTS_MAX) setList([...list, v]);
    setDraft('');
  };
  const save = async () => {
    setBusy(true);
    try {
      await api('/api/profile/about', { method: 'PUT', body: { interests: list, country: place.trim() || null, headline: line.trim() || null } });
      toast({ type: 'success', title: t('profile.updatedTitle'), message: t('profile.updatedText') });
      setEditing(false);
      onSaved();
    } catch (err) {
      toast({ type: 'error', title: t('profile.updateFailed'), message: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <Card className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink">{t('profile.aboutYou')}</h2>
          <Button variant="secondary" size="sm" onClick={() => (setList(interests), setPlace(country ?? ''), setLine(headline ?? ''), setEditing(true))}>
            {t('profile.edit')}
          </Button>
        </div>
        <div>
          <h3 className="text-sm font-medium text-ink-muted">{t('profile.headline')}</h3>
          <p dir="auto" className="mt-1 font-medium text-ink">{headline || t('profile.notSet')}</p>
        </div>
        <div>
          <h3 className="text-sm font-medium text-ink-muted">{t('profile.interests')}</h3>
          {interests.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {interests.map((i) => (
                <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
                  {i}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-ink-muted">{t('profile.interestsEmpty')}</p>
          )}
        </div>
        <div>
          <h3 className="text-sm font-medium text-ink-muted">{t('profile.country')}</h3>
          <p dir="auto" className="mt-1 font-medium text-ink">{country || t('profile.notSet')}</p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{t('profile.aboutYou')}</h2>
      <div className="space-y-1.5">
        <label htmlFor="headline-input" className="block text-sm font-medium text-ink">
          {t('profile.headline')}
        </label>
        <TextInput
          id="headline-input"
          value={line}
          maxLength={HEADLINE_MAX}
          aria-describedby="headline-length"
          placeholder={t('profile.headlinePlaceholder')}
          onChange={(e) => setLine(e.target.value)}
        />
        <CharacterCount id="headline-length" length={line.length} max={HEADLINE_MAX} />
      </div>
      <div className="space-y-2">
        <label htmlFor="interest-input" className="block text-sm font-medium text-ink">
          {t('profile.interests')}
        </label>
        {list.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {list.map((i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => setList(list.filter((x) => x !== i))}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 pe-2 ps-3 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-100"
                  aria-label={t('profile.removeInterest', { interest: i })}
                >
                  {i} <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <TextInput
            id="interest-input"
            value={draft}
            maxLength={INTEREST_MAX}
            aria-describedby="interest-length interests-left"
            placeholder={t('profile.interestPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add} disabled={!draft.trim() || list.length >= INTERESTS_MAX}>
            <Plus aria-hidden="true" className="size-4" /> {t('profile.add')}
          </Button>
        </div>
        <div className="flex items-start justify-between gap-3">
          <p id="interests-left" className="text-xs text-ink-muted">
            {list.length >= INTERESTS_MAX ? t('profile.interestsMost', { max: INTERESTS_MAX }) : t('profile.interestsOf', { count: list.length, max: INTERESTS_MAX })}
          </p>
          <CharacterCount id="interest-length" length={draft.length} max={INTEREST_MAX} />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="country-input" className="block text-sm font-medium text-ink">
          {t('profile.country')}
        </label>
        <TextInput id="country-input" value={place} maxLength={80} autoComplete="country-name" onChange={(e) => setPlace(e.target.value)} />
      </div>
      <div className="flex gap-2">
        <Button onClick={save} disabled={busy}>
          {t(busy ? 'profile.saving' : 'profile.save')}
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          {t('network.cancel')}
        </Button>
      </div>
    </Card>
  );
}
