import type { LatLng } from '../../../contracts/geo';

export type { LatLng };

/** What a marker's popup lists: a name, a line of detail, and where it leads. */
export type MarkerEntry = { label: string; detail?: string; href?: string };

/**
 * A marker of a map view: `label` names it for screen readers; the popup lists its entries
 * (several meetups at one venue share one marker, never overlapping pins).
 */
export type MapMarker = LatLng & { id: string; label: string; entries: MarkerEntry[] };

/** GET /api/site's map block (MAP_TILE_URL and its credit). */
export type TileSettings = { tile_url: string; attribution: string; attribution_url: string };

export { osmLink } from '../../../contracts/geo';

/** Six decimals (~0.1 m): what a pin's position is saved and shown as. */
export const roundCoord = (n: number) => Math.round(n * 1e6) / 1e6;
