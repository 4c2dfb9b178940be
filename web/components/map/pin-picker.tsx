import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { Field, TextInput } from '../ui/field';
import { MapFrame } from './map-frame';
import { roundCoord, type LatLng } from './types';
import { t } from '../../lib/i18n';

const START_ZOOM = 16;
/** One arrow press moves the pin this many screen pixels at the map's zoom (finer when zoomed in). */
const STEP_PX = 24;
const metresPerPixel = (lat: number, zoom: number) => (156_543.03 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;

/**
 * The venue's exact spot: drag the pin, tap the map, press the arrow buttons or type the
 * coordinates (keyboard and screen-reader users get the same control; WCAG 2.5.7 dragging).
 */
export function PinPicker({ value, onChange }: { value: LatLng; onChange: (p: LatLng) => void }) {
  const [zoom, setZoom] = useState(START_ZOOM);
  // The map opens here; afterwards it follows the pin only when the pin leaves the view.
  const [start] = useState(value);
  const step = (dx: number, dy: number) => {
    const metres = metresPerPixel(value.lat, zoom) * STEP_PX;
    const dLat = (-dy * metres) / 111_320;
    const dLng = (dx * metres) / (111_320 * Math.max(0.01, Math.cos((value.lat * Math.PI) / 180)));
    onChange({ lat: roundCoord(Math.max(-85, Math.min(85, value.lat + dLat))), lng: roundCoord(((value.lng + dLng + 540) % 360) - 180) });
  };
  return (
    <div className="space-y-3" data-testid="pin-picker">
      <MapFrame className="h-64 sm:h-80" center={start} zoom={START_ZOOM} label={t('meetups.pin.mapLabel')} pin={{ at: value, onMove: onChange, label: t('meetups.pin.pin') }} onZoom={setZoom} />
      <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr]">
        <div role="group" aria-label={t('meetups.pin.move')} className="grid w-max grid-cols-3 gap-1">
          <span />
          <Button variant="secondary" size="icon" aria-label={t('meetups.pin.north')} onClick={() => step(0, -1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <span />
          <Button variant="secondary" size="icon" aria-label={t('meetups.pin.west')} onClick={() => step(-1, 0)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="icon" aria-label={t('meetups.pin.south')} onClick={() => step(0, 1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="icon" aria-label={t('meetups.pin.east')} onClick={() => step(1, 0)}>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="grid min-w-0 grid-cols-2 gap-3">
          <CoordinateInput label={t('meetups.pin.latitude')} value={value.lat} limit={90} onChange={(lat) => onChange({ ...value, lat })} />
          <CoordinateInput label={t('meetups.pin.longitude')} value={value.lng} limit={180} onChange={(lng) => onChange({ ...value, lng })} />
        </div>
      </div>
    </div>
  );
}

/** Typed coordinates: applied when they are a number within ±limit, otherwise explained. */
function CoordinateInput({ label, value, limit, onChange }: { label: string; value: number; limit: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // The pin moved elsewhere (drag, arrows): show its new position.
  // (Text that already reads as this value stays as typed, e.g. "51." on the way to "51.5".)
  useEffect(() => {
    setText((s) => (Number(s.trim()) === value ? s : String(value)));
  }, [value]);
  const usable = (s: string) => s.trim() !== '' && Number.isFinite(Number(s.trim())) && Math.abs(Number(s.trim())) <= limit;
  const apply = (s: string) => {
    setText(s);
    if (!usable(s)) return;
    setError(null);
    if (roundCoord(Number(s.trim())) !== value) onChange(roundCoord(Number(s.trim())));
  };
  // Explained when leaving the field, not while a "-" is half typed.
  const check = () => setError(usable(text) ? null : t('meetups.pin.range', { label, limit }));
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <TextInput id={id} inputMode="decimal" value={text} onChange={(e) => apply(e.target.value)} onBlur={check} aria-describedby={describedBy} aria-invalid={invalid} />
      )}
    </Field>
  );
}
