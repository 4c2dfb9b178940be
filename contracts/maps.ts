/**
 * An OpenStreetMap link to a point: directions for anyone, with no tiles of ours and no script
 * (the server-rendered /m/ page, and every map's "Open in OpenStreetMap").
 */
export const osmLink = (p: { lat: number; lng: number }, zoom = 17) =>
  `https://www.openstreetmap.org/?mlat=${p.lat.toFixed(6)}&mlon=${p.lng.toFixed(6)}#map=${zoom}/${p.lat.toFixed(6)}/${p.lng.toFixed(6)}`;
