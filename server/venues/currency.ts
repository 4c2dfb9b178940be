import countryToCurrency from 'country-to-currency';
import { isCurrencyCode } from '../../contracts/format';
import { hasFiniteCoordinates } from '../../contracts/geo';
import { countryAt } from '../geocoding/gazetteer';

/** What a venue quotes in when nothing tells us better (the spec's amounts are in pounds). */
export const FALLBACK_CURRENCY = 'GBP';

/** The country's own currency (ISO 4217, from the maintained country-to-currency table), if Intl knows it. */
export function currencyOfCountry(country: string | null): string | null {
  if (!country) return null;
  const code = (countryToCurrency as Record<string, string | undefined>)[country.toUpperCase()];
  return code && isCurrencyCode(code) ? code : null;
}

/** The currency of the country at these coordinates (decision 0065), or null off the map. */
export async function currencyAt(lat: number | null | undefined, lng: number | null | undefined): Promise<string | null> {
  if (!hasFiniteCoordinates(lat, lng)) return null;
  return currencyOfCountry(await countryAt(lat as number, lng as number));
}
