import { useQuery } from '@tanstack/react-query';
import { t } from '../../lib/i18n';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PlaceSuggestion, PlaceSuggestionsDto } from '../../../contracts/places';
import { inputClasses } from '../../components/ui/field';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useDebounced } from '../../lib/use-debounced';
import { useSite } from '../../lib/site';

type Props = {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: its text is now the field's value. */
  onPick: (place: PlaceSuggestion) => void;
  /** The list is showing (the dialog leaves Escape to it then). */
  onListOpenChange?: (open: boolean) => void;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The place field (issue 14): towns from the offline gazetteer as you type (ARIA combobox; arrow
 * keys, Enter, Escape), ranked by size and the member's country; a UK postcode is offered as its
 * place (its district at least, issue 27). What could not be found is said once, under the search.
 */
export function PlaceField({ id, value, onChange, onPick, onListOpenChange, describedBy, invalid }: Props) {
  const site = useSite();
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const q = useDebounced(value.trim(), 200);
  const { data } = useQuery({
    queryKey: ['places', 'suggest', q],
    queryFn: ({ signal }) => api<PlaceSuggestionsDto>(`/api/geocode/suggest?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
  });
  const suggestions = q.length >= 2 && !dismissed ? (data?.suggestions ?? []) : [];
  // Nothing to offer once the field holds exactly a chosen place.
  const open = suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0].label === value);
  useEffect(() => onListOpenChange?.(open), [open, onListOpenChange]);

  const pick = (s: PlaceSuggestion) => {
    onPick(s);
    setDismissed(true);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = suggestions.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && active < suggestions.length) {
      e.preventDefault();
      pick(suggestions[active]);
    } else if (e.key === 'Escape') {
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div className="min-w-0 flex-1">
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setDismissed(true), 150)}
        onFocus={() => setDismissed(false)}
        placeholder={site?.postcode_search === false ? t('meetups.place.placeholder') : t('meetups.place.placeholderPostcode')}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, 'w-full')}
        enterKeyHint="search"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('meetups.place.list')}
        hidden={!open}
        // In the flow, not floating: nothing under the field (slider, presets) is ever covered.
        className="mt-1 max-h-60 overflow-auto rounded-xl border border-line bg-surface-raised py-1 shadow-sm"
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.label}-${s.lat}-${s.lng}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, so the choice lands before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
            className={cn('flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm text-ink', i === active ? 'bg-brand-50 dark:bg-brand-900/50' : 'hover:bg-surface-sunken')}
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <span className="py-2 leading-snug">
              <span className="font-medium">{s.name}</span>
              <span className="text-ink-muted">{`, ${[s.region, s.country_name].filter(Boolean).join(', ')}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
