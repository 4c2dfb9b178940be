import { useCallback, useState } from 'react';
import { t } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, LOCATION_TOAST_MS } from '../../../contracts/constants';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError } from '../../lib/api';
import { geocode } from './api';

// The address's label of a search around the device's position: a token the list page shows in
// the reader's language (meetups.list.yourLocation), not a text.
export const YOUR_LOCATION = 'your location';

/** The /meetups address of a nearby search: user location, showNearby, radius and label (docs/product.md §2). */
export function nearbyUrl(p: { lat: number; lng: number; radius: number; label: string }) {
  const q = new URLSearchParams({ showNearby: '1', lat: p.lat.toFixed(5), lng: p.lng.toFixed(5), radius: String(p.radius), label: p.label });
  return `/meetups?${q}`;
}

/** Browser-specific steps for turning location back on (docs/product.md §8 'Enable Location for This Site'). */
export function locationHelp(ua = navigator.userAgent): string {
  if (/iPhone|iPad|iPod/.test(ua))
    return t('meetups.nearby.helpIos');
  if (/Firefox\//.test(ua)) return t('meetups.nearby.helpFirefox');
  if (/Edg\//.test(ua)) return t('meetups.nearby.helpEdge');
  if (/Chrome\//.test(ua) || /Chromium\//.test(ua))
    return t('meetups.nearby.helpChrome');
  if (/Safari\//.test(ua)) return t('meetups.nearby.helpSafari');
  return t('meetups.nearby.helpOther');
}

/**
 * Location lookup (idle → locating → success | failure) and place lookup (idle → finding →
 * success | failure) of docs/product.md §4, with the toasts and inline messages of docs/product.md §4, §5 and §8.
 */
export function useNearbySearch(onDone?: () => void) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [finding, setFinding] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);

  const go = useCallback(
    (p: { lat: number; lng: number; radius: number; label: string }) => {
      onDone?.();
      navigate(nearbyUrl(p));
    },
    [navigate, onDone],
  );

  const locate = useCallback(
    (radius: number) => {
      if (!('geolocation' in navigator) || !navigator.geolocation) {
        toast({ type: 'error', title: t('meetups.nearby.notSupported'), message: t('meetups.nearby.notSupportedBody'), duration: LOCATION_TOAST_MS });
        return;
      }
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          setLocating(false);
          toast({ type: 'success', title: t('meetups.nearby.found'), message: t('meetups.nearby.foundBody', { radius }) });
          go({ lat: pos.coords.latitude, lng: pos.coords.longitude, radius, label: YOUR_LOCATION });
        },
        (err) => {
          setLocating(false);
          if (err.code === err.PERMISSION_DENIED) {
            const retry = () => locate(radius);
            toast({
              type: 'error',
              title: t('meetups.nearby.denied'),
              message: t('meetups.nearby.deniedBody'),
              duration: LOCATION_TOAST_MS,
              action: {
                label: t('meetups.nearby.openSettings'),
                onClick: () =>
                  toast({ type: 'info', title: t('meetups.nearby.enableTitle'), message: locationHelp(), duration: LOCATION_TOAST_MS * 2, action: { label: t('meetups.nearby.retryNow'), onClick: retry } }),
              },
            });
          } else {
            toast({
              type: 'error',
              title: t('meetups.nearby.unavailable'),
              message: t('meetups.nearby.unavailableBody'),
              duration: LOCATION_TOAST_MS,
            });
          }
        },
        { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
      );
    },
    [go, toast],
  );

  /** A place already known (a chosen suggestion, or a geocoded one): search around it. */
  const goToPlace = useCallback(
    (hit: { lat: number; lng: number; label: string }, radius: number) => {
      toast({ type: 'success', title: t('meetups.nearby.set'), message: t('meetups.nearby.setBody', { place: hit.label, radius }) });
      go({ lat: hit.lat, lng: hit.lng, radius, label: hit.label });
    },
    [go, toast],
  );

  const findPlace = useCallback(
    async (text: string, radius: number) => {
      const q = text.trim();
      if (!q) {
        setPlaceError(t('meetups.nearby.enterPlace'));
        return;
      }
      setPlaceError(null);
      setFinding(true);
      try {
        goToPlace(await geocode(q), radius);
      } catch (err) {
        // The server says what it could not find (a place or a postcode); one message, one colour (issue 27).
        setPlaceError(err instanceof ApiRequestError && err.status === 404 ? err.message : t('meetups.nearby.notFound'));
      } finally {
        setFinding(false);
      }
    },
    [goToPlace],
  );

  return { locate, findPlace, goToPlace, locating, finding, placeError, clearPlaceError: () => setPlaceError(null) };
}
