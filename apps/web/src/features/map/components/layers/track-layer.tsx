// A plate's track: the line through the places it was seen at in time order, an arrow on each leg
// pointing the way it went, and a dot per place labelled with the numbers of its sightings there
// ("1–2, 4–7, 10…", as in the list beside the map).
import type { LayerSpecification } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';

import { MAP_FONT, type OverlayPalette } from '../../base-style';
import type { Track } from '../../geo';
import { EMPTY, geojsonSource, useMapInstance, usePaint, useSourceLayers } from './map-layer';

export const TRACK_SOURCES = { line: 'track-line', arrows: 'track-arrows', places: 'track-places' } as const;
export const TRACK_LAYERS = { line: 'track-line', arrows: 'track-arrows', places: 'track-places', labels: 'track-labels' } as const;

const LINE: LayerSpecification[] = [
  { id: TRACK_LAYERS.line, type: 'line', source: TRACK_SOURCES.line, layout: { 'line-join': 'round', 'line-cap': 'round' }, paint: { 'line-width': 3, 'line-opacity': 0.8 } },
];
const ARROWS: LayerSpecification[] = [
  {
    id: TRACK_LAYERS.arrows,
    type: 'symbol',
    source: TRACK_SOURCES.arrows,
    layout: {
      'text-field': '▲',
      'text-font': MAP_FONT,
      'text-size': 15,
      'text-rotate': ['get', 'bearing'],
      'text-rotation-alignment': 'map',
      'text-allow-overlap': true,
      'text-ignore-placement': true,
    },
    paint: { 'text-halo-width': 1.5 },
  },
];
const PLACES: LayerSpecification[] = [
  { id: TRACK_LAYERS.places, type: 'circle', source: TRACK_SOURCES.places, paint: { 'circle-radius': ['case', ['>', ['get', 'count'], 1], 8, 6], 'circle-stroke-width': 2 } },
  {
    id: TRACK_LAYERS.labels,
    type: 'symbol',
    source: TRACK_SOURCES.places,
    layout: {
      'text-field': ['get', 'label'],
      'text-font': MAP_FONT,
      'text-size': 12,
      'text-variable-anchor': ['bottom', 'top', 'left', 'right'],
      'text-radial-offset': 1,
      'text-padding': 1,
      'symbol-sort-key': ['get', 'first'],
    },
    paint: { 'text-halo-width': 3 },
  },
];

export function TrackLayer({ track, palette }: { track: Track | null; palette: OverlayPalette }) {
  const map = useMapInstance();
  useSourceLayers(map, TRACK_SOURCES.line, { type: 'geojson', data: EMPTY }, LINE);
  useSourceLayers(map, TRACK_SOURCES.arrows, { type: 'geojson', data: EMPTY }, ARROWS);
  useSourceLayers(map, TRACK_SOURCES.places, { type: 'geojson', data: EMPTY }, PLACES);
  usePaint(
    map,
    useMemo(
      () => [
        [TRACK_LAYERS.line, 'line-color', palette.track],
        [TRACK_LAYERS.arrows, 'text-color', palette.track],
        [TRACK_LAYERS.arrows, 'text-halo-color', palette.stroke],
        [TRACK_LAYERS.places, 'circle-color', palette.track],
        [TRACK_LAYERS.places, 'circle-stroke-color', palette.stroke],
        [TRACK_LAYERS.labels, 'text-color', palette.trackText],
        [TRACK_LAYERS.labels, 'text-halo-color', palette.track],
      ],
      [palette],
    ),
  );
  useEffect(() => {
    geojsonSource(map, TRACK_SOURCES.line)?.setData(track?.line ?? EMPTY);
    geojsonSource(map, TRACK_SOURCES.arrows)?.setData(track?.arrowsGeoJSON ?? EMPTY);
    geojsonSource(map, TRACK_SOURCES.places)?.setData(track?.placesGeoJSON ?? EMPTY);
  }, [map, track]);
  return null;
}
