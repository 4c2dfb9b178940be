import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, LOCATION_TOAST_MS } from '../../../contracts/constants';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError } from '../../lib/api';
import { geocode } from './api';

export const YOUR_LOCATION = 'your location';

/** The /meetups address of a nearby search: user location, showNearby, radius and label (docs/product.md §2). */
export function nearbyUrl(p: { lat: number; lng: number; radius: number; label: string }) {
  const q = new URLSearchParams({ showNearby: '1', lat: p.lat.toFixed(5), lng: p.lng.toFixed(5), radius: String(p.radius), label: p.label });
  return `/meetups?${q}`;
}

/** Browser-specific steps for turning location back on (docs/product.md §8 'Enable Location for This Site'). */
export function locationHelp(ua = navigator.userAgent): string {
  if (/iPhone|iPad|iPod/.test(ua))
    return 'iPhone or iPad: open Settings › Privacy & Security › Location Services, make sure it is on, then Safari Websites › While Using the App. Reload this page.';
  if (/Firefox\//.test(ua)) return 'Firefox: select the permissions icon left of the address bar, clear the blocked Location permission, then reload this page.';
  if (/Edg\//.test(ua)) return 'Edge: select the padlock left of the address bar › Permissions for this site › Location › Allow, then reload this page.';
  if (/Chrome\//.test(ua) || /Chromium\//.test(ua))
    return 'Chrome: select the site controls icon left of the address bar › Site settings › Location › Allow, then reload this page.';
  if (/Safari\//.test(ua)) return 'Safari: choose Safari › Settings › Websites › Location, set this website to Allow, then reload this page.';
  return "Open your browser's site settings, allow Location for this site, then reload this page.";
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
        toast({ type: 'error', title: 'Location Not Supported', message: 'Your browser does not support location services.', duration: LOCATION_TOAST_MS });
        return;
      }
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          setLocating(false);
          toast({ type: 'success', title: 'Location Found!', message: `Showing global meetups within ${radius}km of your location.` });
          go({ lat: pos.coords.latitude, lng: pos.coords.longitude, radius, label: YOUR_LOCATION });
        },
        (err) => {
          setLocating(false);
          if (err.code === err.PERMISSION_DENIED) {
            const retry = () => locate(radius);
            toast({
              type: 'error',
              title: 'Location Access Denied',
              message: 'Please enable location access to find nearby global meetups.',
              duration: LOCATION_TOAST_MS,
              action: {
                label: 'Open Settings',
                onClick: () =>
                  toast({ type: 'info', title: 'Enable Location for This Site', message: locationHelp(), duration: LOCATION_TOAST_MS * 2, action: { label: 'Retry Now', onClick: retry } }),
              },
            });
          } else {
            toast({
              type: 'error',
              title: 'Location unavailable',
              message: 'We could not get your position in time. Try again, or enter a postcode or place.',
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
      toast({ type: 'success', title: 'Location set', message: `Showing meetups near ${hit.label} within ${radius}km.` });
      go({ lat: hit.lat, lng: hit.lng, radius, label: hit.label });
    },
    [go, toast],
  );

  const findPlace = useCallback(
    async (text: string, radius: number) => {
      const q = text.trim();
      if (!q) {
        setPlaceError('Enter a postcode or place');
        return;
      }
      setPlaceError(null);
      setFinding(true);
      try {
        goToPlace(await geocode(q), radius);
      } catch (err) {
        // The server says what it could not find (a place or a postcode); one message, one colour (issue 27).
        setPlaceError(err instanceof ApiRequestError && err.status === 404 ? err.message : 'Could not find that place.');
      } finally {
        setFinding(false);
      }
    },
    [goToPlace],
  );

  return { locate, findPlace, goToPlace, locating, finding, placeError, clearPlaceError: () => setPlaceError(null) };
}
