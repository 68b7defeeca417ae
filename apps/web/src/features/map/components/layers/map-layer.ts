// What every layer component shares: the map it draws on (only <MapView> owns the map; a layer adds
// its source and layers when it mounts and removes them when it unmounts), visibility and colours.
import type { FeatureCollection } from 'geojson';
import type { CircleLayerSpecification, GeoJSONSource, LayerSpecification, Map as MlMap, SourceSpecification } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

export function useMapInstance(): MlMap {
  const { current } = useMap();
  if (!current) throw new Error('a map layer must be inside <MapView>');
  return current.getMap();
}

/** Runs `fn` unless the map is already gone (React removes the map before its layers' effects). */
export function whileAlive(map: MlMap, fn: () => void) {
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

/** Warm-ups one after another, a layer per frame: several shader compiles in one frame add up. */
const warmUps = new WeakMap<MlMap, Promise<void>>();

/**
 * Has the GPU build the programs of the circle layers `layerIds` while the page loads: a copy of each
 * as it is then (its paint set), drawn almost transparent for one frame on one feature with
 * `properties` in the middle of the map, then removed. Otherwise the first dot of a layer that starts
 * empty (the first live read, the first device out of its cluster) stops the page for a few hundred
 * milliseconds with software WebGL while its shaders compile.
 */
export function useWarmUp(map: MlMap, sourceId: string, layerIds: readonly string[], properties: Record<string, unknown>) {
  useEffect(() => {
    let cancelled = false;
    const steps = layerIds.map((id) => () => warmUp(map, `${sourceId}:warm-up`, id, properties, () => cancelled));
    const queue = (warmUps.get(map) ?? Promise.resolve()).then(async () => {
      for (const step of steps) if (!cancelled) await step();
    });
    warmUps.set(map, queue);
    return () => {
      cancelled = true;
    };
    // Once per map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, sourceId]);
}

function warmUp(map: MlMap, source: string, layerId: string, properties: Record<string, unknown>, cancelled: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let layer: LayerSpecification | undefined;
    whileAlive(map, () => {
      layer = cancelled() || map.getSource(source) ? undefined : map.getLayer(layerId)?.serialize();
    });
    if (layer?.type !== 'circle') return resolve();
    const { filter: _filter, ...rest } = layer;
    // Constant opacities keep the program the same; zero would skip the draw.
    const copy: CircleLayerSpecification = { ...rest, id: `${layerId}:warm-up`, source, layout: { ...rest.layout, visibility: 'visible' }, paint: { ...rest.paint, 'circle-opacity': 0.01, 'circle-stroke-opacity': 0.01 } };
    const { lng, lat } = map.getCenter();
    map.addSource(source, { type: 'geojson', data: { type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties } });
    map.addLayer(copy);
    const finish = () => {
      map.off('render', onRender);
      clearTimeout(timer);
      whileAlive(map, () => {
        if (map.getLayer(copy.id)) map.removeLayer(copy.id);
        if (map.getSource(source)) map.removeSource(source);
      });
      resolve();
    };
    // The frame after the feature's tile arrived has drawn it.
    const onRender = () => {
      if (cancelled() || map.isSourceLoaded(source)) finish();
    };
    map.on('render', onRender);
    const timer = setTimeout(finish, 10_000);
  });
}

export const geojsonSource = (map: MlMap, id: string) => map.getSource<GeoJSONSource>(id);

export const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
