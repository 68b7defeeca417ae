// The province under the pointer (or the last tap on a phone): its name in the reader's language and
// its region, as HTML above the map — Thai needs the browser's text shaping, which map labels lack.
import type { MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BASE_LAYERS, PROVINCES_SOURCE } from '../base-style';
import { useMapInstance } from './layers/map-layer';

interface Hover {
  code: string;
  th: string;
  en: string;
  region: string;
  x: number;
  y: number;
}

export function ProvinceHover({ blockingLayers }: { blockingLayers: readonly string[] }) {
  const map = useMapInstance();
  const { t, i18n } = useTranslation();
  const [hover, setHover] = useState<Hover | null>(null);

  useEffect(() => {
    if (!map.getLayer(BASE_LAYERS.fill)) return; // a configured style has its own labels
    let current: string | null = null;
    const setState = (code: string | null) => {
      if (current === code) return;
      if (current) map.setFeatureState({ source: PROVINCES_SOURCE, id: current }, { hover: false });
      if (code) map.setFeatureState({ source: PROVINCES_SOURCE, id: code }, { hover: true });
      current = code;
    };
    const show = (e: MapLayerMouseEvent) => {
      const f = e.features?.[0];
      // A device, alert or district under the pointer has its own popup.
      const over = blockingLayers.filter((id) => map.getLayer(id));
      if (!f || (over.length && map.queryRenderedFeatures(e.point, { layers: over }).length)) {
        setState(null);
        setHover(null);
        return;
      }
      const p = f.properties as Record<string, string>;
      setState(String(p.code));
      setHover({ code: String(p.code), th: p.name_th ?? '', en: p.name_en ?? '', region: p.region ?? '', x: e.point.x, y: e.point.y });
    };
    const hide = () => {
      setState(null);
      setHover(null);
    };
    map.on('mousemove', BASE_LAYERS.fill, show);
    map.on('click', BASE_LAYERS.fill, show);
    map.on('mouseleave', BASE_LAYERS.fill, hide);
    map.on('movestart', hide);
    return () => {
      map.off('mousemove', BASE_LAYERS.fill, show);
      map.off('click', BASE_LAYERS.fill, show);
      map.off('mouseleave', BASE_LAYERS.fill, hide);
      map.off('movestart', hide);
    };
  }, [map, blockingLayers]);

  if (!hover) return null;
  const en = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  return (
    <div
      className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-white/95 px-2.5 py-1 text-sm shadow-md ring-1 ring-neutral-200 dark:bg-neutral-900/95 dark:ring-neutral-700"
      style={{ left: hover.x, top: hover.y - 12 }}
      data-testid="province-label"
      data-province={hover.code}
    >
      <p className="font-semibold whitespace-nowrap">{en ? hover.en : hover.th}</p>
      <p className="text-xs whitespace-nowrap text-neutral-600 dark:text-neutral-300">{t(`map.regions.${hover.region}`, { defaultValue: hover.region })}</p>
    </div>
  );
}
