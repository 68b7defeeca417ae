// The offline base map, built in code: sea, the 77 provinces from the bundled GeoJSON as land with
// their borders, nothing fetched from elsewhere — no tiles, no sprite, no glyphs. Text drawn on the map
// (cluster counts, track numbers) is digits only, which MapLibre draws in the browser when a style
// has no `glyphs` URL; province names need Thai shaping, so they are shown as HTML (province-hover.tsx).
// Colours follow the app's light and dark modes; the overlays' colours live here too.
import type { StyleSpecification } from 'maplibre-gl';

export type Mode = 'light' | 'dark';

export const PROVINCES_SOURCE = 'provinces';
export const BASE_LAYERS = { background: 'base-sea', fill: 'province-fill', line: 'province-line' } as const;

interface BasePalette {
  sea: string;
  land: string;
  landHover: string;
  border: string;
}

const BASE: Record<Mode, BasePalette> = {
  light: { sea: '#cfe3f2', land: '#f8fafc', landHover: '#e2f4e8', border: '#94a3b8' },
  dark: { sea: '#020618', land: '#1e293b', landHover: '#1f3b32', border: '#475569' },
};

/** Colours of the overlays, chosen for contrast on each mode's land and sea. */
export interface OverlayPalette {
  online: string;
  flagged: string;
  offline: string;
  stroke: string;
  read: string;
  district: string;
  track: string;
  trackText: string;
  priority: Record<'low' | 'medium' | 'high' | 'critical', string>;
}

export const OVERLAY: Record<Mode, OverlayPalette> = {
  light: {
    online: '#16a34a',
    flagged: '#d97706',
    offline: '#64748b',
    stroke: '#ffffff',
    read: '#2563eb',
    district: '#7c3aed',
    track: '#db2777',
    trackText: '#ffffff',
    priority: { low: '#0284c7', medium: '#ca8a04', high: '#ea580c', critical: '#dc2626' },
  },
  dark: {
    online: '#4ade80',
    flagged: '#fbbf24',
    offline: '#94a3b8',
    stroke: '#0f172a',
    read: '#60a5fa',
    district: '#c4b5fd',
    track: '#f472b6',
    trackText: '#0f172a',
    priority: { low: '#38bdf8', medium: '#facc15', high: '#fb923c', critical: '#f87171' },
  },
};

/** Font stack of map text: the app's Sarabun, drawn locally (see above). */
export const MAP_FONT = ['Sarabun Bold', 'sans-serif'];

export function offlineStyle(mode: Mode, provincesUrl: string): StyleSpecification {
  const p = BASE[mode];
  return {
    version: 8,
    name: 'Yaam offline',
    sources: {
      [PROVINCES_SOURCE]: {
        type: 'geojson',
        data: provincesUrl,
        promoteId: 'code',
        attribution: 'Boundaries: OpenGISData-Thailand',
      },
    },
    layers: [
      { id: BASE_LAYERS.background, type: 'background', paint: { 'background-color': p.sea } },
      {
        id: BASE_LAYERS.fill,
        type: 'fill',
        source: PROVINCES_SOURCE,
        paint: { 'fill-color': ['case', ['boolean', ['feature-state', 'hover'], false], p.landHover, p.land] },
      },
      {
        id: BASE_LAYERS.line,
        type: 'line',
        source: PROVINCES_SOURCE,
        paint: { 'line-color': p.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 10, 1.5] },
      },
    ],
  };
}

/** What changes between light and dark, applied to a running map instead of a new style. */
export function basePaint(mode: Mode): Array<[layer: string, property: string, value: unknown]> {
  const p = BASE[mode];
  return [
    [BASE_LAYERS.background, 'background-color', p.sea],
    [BASE_LAYERS.fill, 'fill-color', ['case', ['boolean', ['feature-state', 'hover'], false], p.landHover, p.land]],
    [BASE_LAYERS.line, 'line-color', p.border],
  ];
}
