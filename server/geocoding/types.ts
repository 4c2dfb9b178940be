/** docs/product.md §3 Geocoding result. */
export type GeocodeResult = { lat: number; lng: number; label: string };
