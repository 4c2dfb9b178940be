import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import { roundCoord, type LatLng, type MapMarker, type MarkerEntry, type TileSettings } from './types';

// The only module that imports Leaflet: loaded on demand by map-frame.tsx, so the library never
// joins the first-load JavaScript (docs/decisions/0026).

export type LeafletMapProps = {
  tiles: TileSettings;
  center: LatLng;
  zoom: number;
  /** Names the map for screen readers. */
  label: string;
  markers?: MapMarker[];
  /** A draggable pin (venue form): the map follows `at`, and reports every move. */
  pin?: { at: LatLng; onMove: (p: LatLng) => void; label: string };
  /** A marker's link was chosen (in-app navigation instead of a page load). */
  onOpen?: (href: string) => void;
  onZoom?: (zoom: number) => void;
  /** No tile could be loaded: the frame shows its placeholder instead. */
  onUnavailable: () => void;
};

/** How long the first tiles may take before the map counts as unavailable (a server that hangs). */
const FIRST_TILE_MS = 12_000;

const pinIcon = (className: string) =>
  L.divIcon({
    className,
    html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
    iconSize: [32, 42],
    iconAnchor: [16, 42],
    popupAnchor: [0, -38],
  });

export default function LeafletMap({ tiles, center, zoom, label, markers, pin, onOpen, onZoom, onUnavailable }: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pinMarker = useRef<L.Marker | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  // The latest callbacks, read by Leaflet's handlers without rebuilding the map.
  const latest = useRef({ pin, onOpen, onZoom, onUnavailable });
  latest.current = { pin, onOpen, onZoom, onUnavailable };

  useEffect(() => {
    const m = L.map(box.current!, { center: [center.lat, center.lng], zoom, attributionControl: false, scrollWheelZoom: false });
    map.current = m;
    let loaded = 0;
    const layer = L.tileLayer(tiles.tile_url, { maxZoom: 19 });
    layer.on('tileload', () => void loaded++);
    // Leaflet fires `load` once every visible tile has loaded or failed.
    layer.on('load', () => loaded === 0 && latest.current.onUnavailable());
    const timer = setTimeout(() => loaded === 0 && latest.current.onUnavailable(), FIRST_TILE_MS);
    layer.addTo(m);
    m.on('zoomend', () => latest.current.onZoom?.(m.getZoom()));
    m.on('click', (e: L.LeafletMouseEvent) => latest.current.pin?.onMove({ lat: roundCoord(e.latlng.lat), lng: roundCoord(e.latlng.lng) }));
    markerLayer.current = L.layerGroup().addTo(m);
    // A named region: the container takes focus (arrow keys pan, +/- zoom).
    m.getContainer().setAttribute('role', 'region');
    m.getContainer().setAttribute('aria-label', label);
    return () => {
      clearTimeout(timer);
      m.remove();
      map.current = null;
      pinMarker.current = null;
    };
    // The map is built once; later changes of centre, pin and markers are applied below.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // The pin: created once, then moved to wherever the form says it is (drag, buttons, typing).
  useEffect(() => {
    const m = map.current;
    if (!m || !pin) return;
    if (!pinMarker.current) {
      const marker = L.marker([pin.at.lat, pin.at.lng], { draggable: true, keyboard: true, title: pin.label, icon: pinIcon('cc-map-pin cc-map-pin-drag') }).addTo(m);
      marker.on('dragend', () => {
        const p = marker.getLatLng();
        latest.current.pin?.onMove({ lat: roundCoord(p.lat), lng: roundCoord(p.lng) });
      });
      marker.getElement()?.setAttribute('aria-label', pin.label);
      marker.getElement()?.setAttribute('data-testid', 'map-pin');
      pinMarker.current = marker;
    }
    const now = pinMarker.current.getLatLng();
    if (now.lat !== pin.at.lat || now.lng !== pin.at.lng) pinMarker.current.setLatLng([pin.at.lat, pin.at.lng]);
    if (!m.getBounds().pad(-0.1).contains([pin.at.lat, pin.at.lng])) m.panTo([pin.at.lat, pin.at.lng]);
  }, [pin?.at.lat, pin?.at.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  // Read-only markers (meetup and venue pages, nearby map view), each with a popup link.
  useEffect(() => {
    const m = map.current;
    const group = markerLayer.current;
    if (!m || !group) return;
    group.clearLayers();
    for (const mk of markers ?? []) {
      const marker = L.marker([mk.lat, mk.lng], { keyboard: true, title: mk.label, icon: pinIcon('cc-map-pin') });
      marker.bindPopup(() => popupFor(mk.entries, (href) => latest.current.onOpen?.(href)));
      marker.addTo(group);
      marker.getElement()?.setAttribute('aria-label', mk.label);
    }
    if ((markers?.length ?? 0) > 1) m.fitBounds(L.latLngBounds(markers!.map((mk) => [mk.lat, mk.lng])), { padding: [32, 32], maxZoom: 15 });
  }, [markers]);

  useEffect(() => {
    map.current?.setView([center.lat, center.lng], map.current.getZoom());
  }, [center.lat, center.lng]);

  return <div ref={box} className="size-full" data-testid="map" />;
}

/** A marker's popup, built from text nodes (names are members' input, never HTML). */
function popupFor(entries: MarkerEntry[], open: (href: string) => void): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'cc-map-popup';
  for (const e of entries) {
    const item = document.createElement('li');
    const title = document.createElement(e.href ? 'a' : 'strong');
    title.textContent = e.label;
    title.className = 'cc-map-popup-title';
    if (e.href && title instanceof HTMLAnchorElement) {
      title.href = e.href;
      title.addEventListener('click', (ev) => {
        ev.preventDefault();
        open(e.href!);
      });
    }
    item.append(title);
    if (e.detail) {
      const detail = document.createElement('span');
      detail.className = 'cc-map-popup-detail';
      detail.textContent = e.detail;
      item.append(detail);
    }
    list.append(item);
  }
  return list;
}
