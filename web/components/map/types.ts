import type { LatLng } from '../../../contracts/geo';

export type { LatLng };

/** A marker of a map view: its label names it for screen readers and in its popup. */
export type MapMarker = LatLng & { id: string; label: string; detail?: string; href?: string };

/** GET /api/site's map block (MAP_TILE_URL and its credit). */
export type TileSettings = { tile_url: string; attribution: string; attribution_url: string };

export { osmLink } from '../../../contracts/geo';

/** Six decimals (~0.1 m): what a pin's position is saved and shown as. */
export const roundCoord = (n: number) => Math.round(n * 1e6) / 1e6;
