// The one component that owns the map (MapLibre GL through react-map-gl): the base style (the bundled
// offline one, or MAP_STYLE_URL's), controls in the user's language, clicks on the interactive layers,
// and the layers given as children once the style has loaded.
import 'maplibre-gl/dist/maplibre-gl.css';
import '../map.css';

import type { Point } from 'geojson';
import type { MapGeoJSONFeature, StyleSpecification } from 'maplibre-gl';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Map, { AttributionControl, FullscreenControl, NavigationControl, ScaleControl, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';

import { THAILAND_BOUNDS } from '../geo';
import { DEVICE_LAYERS, DEVICES_SOURCE } from './layers/devices-layer';
import { geojsonSource } from './layers/map-layer';

export interface MapClick {
  layer: string;
  properties: Record<string, unknown>;
  lngLat: [number, number];
}

export function MapView({
  style,
  interactiveLayerIds,
  onFeatureClick,
  onBackgroundClick,
  onError,
  children,
}: {
  style: string | StyleSpecification;
  interactiveLayerIds: string[];
  onFeatureClick: (click: MapClick) => void;
  onBackgroundClick?: () => void;
  onError: (error: Error, beforeLoad: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  // Overlays go on as soon as the style is in, without waiting for the base map's data to be drawn.
  const mapRef = useCallback((ref: MapRef | null) => {
    const map = ref?.getMap();
    if (!map) return;
    const ready = () => setLoaded(true);
    // (onLoad below is the fallback should the style have loaded in between.)
    if (map.style && map.isStyleLoaded()) ready();
    else map.once('style.load', ready);
  }, []);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const locale = useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
      'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
      'NavigationControl.ResetBearing': t('map.controls.resetBearing'),
      'FullscreenControl.Enter': t('map.controls.fullscreen'),
      'FullscreenControl.Exit': t('map.controls.exitFullscreen'),
      'AttributionControl.ToggleAttribution': t('map.controls.attribution'),
      'Popup.Close': t('common.close'),
      'Map.Title': t('map.title'),
    }),
    [t],
  );

  const onClick = useCallback(
    (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0] as MapGeoJSONFeature | undefined;
      if (!feature) {
        onBackgroundClick?.();
        return;
      }
      const map = e.target;
      if (feature.layer.id === DEVICE_LAYERS.clusters) {
        const clusterId = feature.properties.cluster_id as number;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        void geojsonSource(map, DEVICES_SOURCE)
          ?.getClusterExpansionZoom(clusterId)
          .then((zoom) => map.easeTo({ center: [lng, lat], zoom: Math.min(zoom + 0.5, 16) }))
          .catch(() => {});
        return;
      }
      onFeatureClick({ layer: feature.layer.id, properties: feature.properties, lngLat: [e.lngLat.lng, e.lngLat.lat] });
    },
    [onFeatureClick, onBackgroundClick],
  );

  return (
    <Map
      ref={mapRef}
      initialViewState={{ bounds: THAILAND_BOUNDS, fitBoundsOptions: { padding: 24 } }}
      mapStyle={style}
      locale={locale}
      minZoom={4}
      maxZoom={18}
      maxBounds={[88, -2, 116, 27]}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      attributionControl={false}
      // Labels appear at once instead of fading: a fade repaints the map every frame for 300 ms after
      // each source update (once or twice a second under live load), which software WebGL pays for in full.
      fadeDuration={0}
      interactiveLayerIds={interactiveLayerIds}
      cursor={cursor}
      onMouseEnter={() => setCursor('pointer')}
      onMouseLeave={() => setCursor(undefined)}
      onClick={onClick}
      onLoad={() => setLoaded(true)}
      onError={(e) => onError(e.error instanceof Error ? e.error : new Error(String(e.error)), !loaded)}
      style={{ width: '100%', height: '100%' }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <FullscreenControl position="top-right" />
      <ScaleControl position="bottom-right" unit="metric" />
      <AttributionControl position="bottom-right" compact />
      {loaded ? children : null}
    </Map>
  );
}
