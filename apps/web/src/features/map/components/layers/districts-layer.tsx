// Police districts. The seeded ones are stations with a point each and no boundary, so they are drawn
// as points (a square-ish ring, apart from the round devices); the selected district stands out.
import type { District } from '@yaam/shared/contracts/districts';
import type { LayerSpecification } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';

import type { OverlayPalette } from '../../base-style';
import { districtsGeoJSON } from '../../geo';
import { EMPTY, geojsonSource, useMapInstance, usePaint, useSourceLayers, useVisibility } from './map-layer';

export const DISTRICTS_SOURCE = 'districts';
export const DISTRICT_LAYER = 'district-points';
const IDS = [DISTRICT_LAYER];

const LAYERS: LayerSpecification[] = [
  {
    id: DISTRICT_LAYER,
    type: 'circle',
    source: DISTRICTS_SOURCE,
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 4, 14, 8],
      'circle-stroke-width': 2.5,
      'circle-opacity': 0.9,
    },
  },
];

export function DistrictsLayer({ districts, selected, visible, palette }: { districts: readonly District[]; selected?: string; visible: boolean; palette: OverlayPalette }) {
  const map = useMapInstance();
  useSourceLayers(map, DISTRICTS_SOURCE, { type: 'geojson', data: EMPTY, promoteId: 'code' }, LAYERS);
  useVisibility(map, IDS, visible);
  usePaint(
    map,
    useMemo(
      () => [
        [DISTRICT_LAYER, 'circle-color', ['case', ['==', ['get', 'code'], selected ?? ''], palette.district, palette.stroke]],
        [DISTRICT_LAYER, 'circle-stroke-color', palette.district],
        [DISTRICT_LAYER, 'circle-radius', ['interpolate', ['linear'], ['zoom'], 8, ['case', ['==', ['get', 'code'], selected ?? ''], 7, 4], 14, ['case', ['==', ['get', 'code'], selected ?? ''], 11, 8]]],
      ],
      [palette, selected],
    ),
  );
  useEffect(() => {
    geojsonSource(map, DISTRICTS_SOURCE)?.setData(districtsGeoJSON(districts));
  }, [map, districts]);
  return null;
}
