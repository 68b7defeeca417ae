// What every layer component shares: the map it draws on (only <MapView> owns the map; a layer adds
// its source and layers when it mounts and removes them when it unmounts), visibility and colours.
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LayerSpecification, Map as MlMap, SourceSpecification } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

export function useMapInstance(): MlMap {
  const { current } = useMap();
  if (!current) throw new Error('a map layer must be inside <MapView>');
  return current.getMap();
}

/** Runs `fn` unless the map is already gone (React removes the map before its layers' effects). */
function whileAlive(map: MlMap, fn: () => void) {
  try {
    if (map.style) fn();
  } catch (error) {
    console.warn('map layer cleanup', error);
  }
}

/** Adds the source and its layers for the component's life. */
export function useSourceLayers(map: MlMap, sourceId: string, source: SourceSpecification, layers: LayerSpecification[]) {
  useEffect(() => {
    if (!map.getSource(sourceId)) map.addSource(sourceId, source);
    for (const layer of layers) if (!map.getLayer(layer.id)) map.addLayer(layer);
    return () =>
      whileAlive(map, () => {
        for (const layer of [...layers].reverse()) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
        if (map.getSource(sourceId)) map.removeSource(sourceId);
      });
    // The source and layers are set once; later changes go through setData, paint and layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, sourceId]);
}

export function useVisibility(map: MlMap, layerIds: readonly string[], visible: boolean) {
  useEffect(() => {
    for (const id of layerIds) if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  }, [map, layerIds, visible]);
}

/** Sets paint properties whenever they change (the colour mode). */
export function usePaint(map: MlMap, paint: ReadonlyArray<[layer: string, property: string, value: unknown]>) {
  useEffect(() => {
    for (const [layer, property, value] of paint) if (map.getLayer(layer)) map.setPaintProperty(layer, property, value);
  }, [map, paint]);
}

export const geojsonSource = (map: MlMap, id: string) => map.getSource<GeoJSONSource>(id);

export const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
