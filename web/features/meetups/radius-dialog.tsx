import { LocateFixed, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { RADIUS_DEFAULT_KM, RADIUS_MAX_KM, RADIUS_MIN_KM, RADIUS_PRESETS_KM } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import type { PlaceSuggestion } from '../../../contracts/places';
import { PlaceField } from './place-field';
import { useNearbySearch } from './use-nearby-search';
import { Form } from '../../components/ui/form';
import { t } from '../../lib/i18n';

/**
 * docs/product.md §2 Radius dialog: place field with Find, slider 1–50 km (labels 1km, 25km, 50km),
 * presets 5/10/20/30, Cancel and Find Meetups. Empty field: device location.
 */
export function RadiusDialog({ open, onOpenChange, initialRadius = RADIUS_DEFAULT_KM }: { open: boolean; onOpenChange: (open: boolean) => void; initialRadius?: number }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <RadiusForm initialRadius={initialRadius} close={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RadiusForm({ initialRadius, close }: { initialRadius: number; close: () => void }) {
  const [radius, setRadius] = useState(initialRadius);
  const [place, setPlace] = useState('');
  const { locate, findPlace, goToPlace, locating, finding, placeError, clearPlaceError } = useNearbySearch(close);
  // A chosen suggestion needs no second look-up while the field still holds its text.
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const find = () => (picked && picked.label === place ? goToPlace(picked, radius) : void findPlace(place, radius));
  const placeId = useId();
  const sliderId = useId();
  const busy = locating || finding;
  // Which button started the lookup: Find shows 'Finding…', Find Meetups shows 'Locating…'.
  const [via, setVia] = useState<'find' | 'submit'>('submit');

  const submit = () => {
    setVia('submit');
    if (place.trim()) find();
    else locate(radius);
  };

  return (
    <DialogContent
      title={t('meetups.radius.title')}
      description={t('meetups.radius.description')}
      data-testid="radius-dialog"
      // Escape closes the open list of places first, then the dialog.
      onEscapeKeyDown={(e) => listOpen && e.preventDefault()}
    >
      <Form noValidate onSubmit={submit} className="space-y-6">
        <div className="space-y-1.5">
          <label htmlFor={placeId} className="block text-sm font-medium text-ink">
            {t('meetups.radius.place')}
          </label>
          <div className="flex items-start gap-2">
            <PlaceField
              id={placeId}
              value={place}
              onChange={(text) => {
                setPlace(text);
                if (placeError) clearPlaceError();
              }}
              onPick={(s) => {
                setPlace(s.label);
                setPicked(s);
                if (placeError) clearPlaceError();
              }}
              onListOpenChange={setListOpen}
              invalid={Boolean(placeError)}
              describedBy={placeError ? `${placeId}-error` : `${placeId}-hint`}
            />
            <Button type="button" variant="secondary" onClick={() => {
                setVia('find');
                find();
              }}
              disabled={busy}
              className="shrink-0"
            >
              <Search aria-hidden="true" className="size-4" />
              {finding && via === 'find' ? t('meetups.radius.finding') : t('meetups.radius.find')}
            </Button>
          </div>
          {placeError ? (
            <p id={`${placeId}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {placeError}
            </p>
          ) : (
            <p id={`${placeId}-hint`} className="text-sm text-ink-muted">
              {t('meetups.radius.placeHint')}
            </p>
          )}
        </div>

        <div className="space-y-3">
          <div className="flex items-baseline justify-between">
            <label htmlFor={sliderId} className="text-sm font-medium text-ink">
              {t('meetups.radius.distance')}
            </label>
            <output htmlFor={sliderId} className="text-lg font-bold text-brand-700 tabular-nums dark:text-brand-300" data-testid="radius-value">
              {t('meetups.detail.km', { distance: radius })}
            </output>
          </div>
          <input
            id={sliderId}
            type="range"
            min={RADIUS_MIN_KM}
            max={RADIUS_MAX_KM}
            step={1}
            value={radius}
            onChange={(e) => setRadius(Number(e.target.value))}
            aria-valuetext={t('meetups.radius.kilometres', { count: radius })}
            className="h-2 w-full cursor-pointer accent-brand-600 dark:accent-brand-400"
          />
          <div aria-hidden="true" className="relative h-4 text-xs font-medium text-ink-muted">
            <span className="absolute start-0">{t('meetups.radius.tick', { distance: 1 })}</span>
            <span className="absolute start-1/2 -translate-x-1/2 rtl:translate-x-1/2">{t('meetups.radius.tick', { distance: 25 })}</span>
            <span className="absolute end-0">{t('meetups.radius.tick', { distance: 50 })}</span>
          </div>
          <div role="group" aria-label={t('meetups.radius.presets')} className="grid grid-cols-4 gap-2">
            {RADIUS_PRESETS_KM.map((km) => (
              <button
                key={km}
                type="button"
                aria-pressed={radius === km}
                onClick={() => setRadius(km)}
                className={cn(
                  'h-11 rounded-xl border text-sm font-semibold transition-colors',
                  radius === km
                    ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-600'
                    : 'border-line bg-surface-raised text-ink hover:bg-surface-sunken',
                )}
              >
                {t('meetups.detail.km', { distance: km })}
              </button>
            ))}
          </div>
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('meetups.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {locating || (finding && via === 'submit') ? t('meetups.radius.locating') : t('meetups.radius.findMeetups')}
          </Button>
        </div>
      </Form>
    </DialogContent>
  );
}
