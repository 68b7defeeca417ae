// /map: Thailand with the devices (clustered, coloured by status, live), live reads fading out, open
// alerts pulsing by priority, police districts, and the track of a plate. Filters, the plate and the
// layers shown live in the address. Everything drawn is WebGL; only popups and labels are HTML.
import { useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';
import { AlertTriangle, Loader2, RotateCw } from 'lucide-react';
import type { StyleSpecification } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useColorMode } from '../../../lib/color-mode';
import { runtimeConfig } from '../../../lib/runtime-config';
import { useCan } from '../../../lib/use-can';
import { mapKeys } from '../api/keys';
import { useDistricts } from '../api/get-districts';
import { offlineStyle, OVERLAY } from '../base-style';
import provincesUrl from '../data/thailand-provinces.geojson?url';
import { alertPosition, boundsOf, hasLocation, type LngLat, type TrackSighting } from '../geo';
import { layersOf, MAP_LAYERS, TRACK_WINDOWS, withLayer, type MapLayer, type MapSearch } from '../map-search';
import { useDeviceStore, useMapAlerts, useRefetchOnReconnect } from '../use-map-data';
import { usePlateTrack } from '../use-plate-track';
import { LayerPanel } from './layer-panel';
import { ALERT_LAYERS, AlertsLayer } from './layers/alerts-layer';
import { DEVICE_LAYERS, DevicesLayer } from './layers/devices-layer';
import { DISTRICT_LAYER, DistrictsLayer } from './layers/districts-layer';
import { ReadsLayer } from './layers/reads-layer';
import { TRACK_LAYERS, TrackLayer } from './layers/track-layer';
import { BaseMode, Camera, RenderedDevicesProbe, type CameraTarget } from './map-effects';
import { MapToolbar } from './map-toolbar';
import { MapView, type MapClick } from './map-view';
import { ProvinceHover } from './province-hover';
import { SelectionPopup, type Selection } from './selection-popup';
import { TrackPanel } from './track-panel';

export interface MapPageProps {
  search: MapSearch;
  onSearch: (next: MapSearch) => void;
  /** The alerts screen's actions for one alert, when the route has them to give. */
  alertActions?: (alert: Alert, onDone: (saved?: Alert) => void) => ReactNode;
}

const INTERACTIVE = [ALERT_LAYERS.points, ...Object.values(ALERT_LAYERS.halos), TRACK_LAYERS.places, DEVICE_LAYERS.clusters, DEVICE_LAYERS.points, DISTRICT_LAYER];

type MapProblem = 'webgl' | 'style' | null;

export function MapPage({ search, onSearch, alertActions }: MapPageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mode } = useColorMode();
  const palette = OVERLAY[mode];
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const setSearch = useCallback((change: Partial<MapSearch>) => onSearch({ ...searchRef.current, ...change }), [onSearch]);

  // What the user may see decides what is fetched, subscribed and offered.
  const canDevices = useCan('device', 'r');
  const canReads = useCan('read', 'r');
  const canAlerts = useCan('alert', 'r');
  const canDistricts = useCan('district', 'r');
  const available = useMemo(() => {
    const allowed: Record<MapLayer, boolean> = { devices: canDevices, reads: canReads, alerts: canAlerts, districts: canDistricts };
    return new Set(MAP_LAYERS.filter((l) => allowed[l]));
  }, [canDevices, canReads, canAlerts, canDistricts]);
  const requested = layersOf(search);
  const shown = useMemo(() => new Set([...available].filter((l) => requested.has(l))), [available, requested]);

  const { store: devices, query: devicesQuery } = useDeviceStore(canDevices);
  const districtsQuery = useDistricts(canDistricts);
  useRefetchOnReconnect();

  const [camera, setCamera] = useState<CameraTarget | null>(null);
  const seq = useRef(0);
  const moveTo = useCallback((target: Omit<Extract<CameraTarget, { kind: 'point' }>, 'seq'> | Omit<Extract<CameraTarget, { kind: 'bounds' }>, 'seq'>) => {
    setCamera({ ...target, seq: ++seq.current } as CameraTarget);
  }, []);

  const [selected, setSelected] = useState<Selection | null>(
    search.device ? { kind: 'device', id: search.device } : search.alert ? { kind: 'alert', id: search.alert } : null,
  );
  /** A device or alert opened by a click is in the address too (a link to it opens it again). */
  const select = useCallback(
    (next: Selection | null) => {
      setSelected(next);
      const device = next?.kind === 'device' ? next.id : undefined;
      const alert = next?.kind === 'alert' ? next.id : undefined;
      if (device !== searchRef.current.device || alert !== searchRef.current.alert) setSearch({ device, alert });
    },
    [setSearch],
  );

  // Follow new alerts: fly to each new critical one and open it.
  const onNewAlert = useCallback(
    (alert: Alert) => {
      if (!searchRef.current.follow || alert.priority !== 'critical') return;
      const at = alertPosition(alert, devices.at);
      if (!at) return;
      moveTo({ kind: 'point', at, zoom: 14 });
      setSelected({ kind: 'alert', id: alert.id });
    },
    [devices, moveTo],
  );
  const alerts = useMapAlerts(canAlerts, onNewAlert);
  const alertCounts = useMemo(() => {
    const c = { low: 0, medium: 0, high: 0, critical: 0, total: 0 };
    for (const a of alerts.alerts.values()) {
      if (search.district && a.districtCode !== search.district && !a.notifyDistricts.includes(search.district)) continue;
      c[a.priority]++;
      c.total++;
    }
    return c;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alerts.alerts, alerts.version, search.district]);

  const track = usePlateTrack(search.plate, search.since ? TRACK_WINDOWS[search.since] : null, canReads, devices);
  const trackData = track?.kind === 'track' ? track.track : null;

  // --- where the camera goes ------------------------------------------------------------------
  const districts = districtsQuery.data;
  const districtAt = useCallback((code: string): LngLat | null => {
    const d = districts?.find((x) => x.code === code);
    return d && hasLocation(d) ? [d.lng, d.lat] : null;
  }, [districts]);
  const fitted = useRef(false);
  useEffect(() => {
    // The first view: the devices, unless the address asks for something else.
    if (fitted.current || !devicesQuery.data) return;
    fitted.current = true;
    if (search.plate || search.district || search.device || search.alert) return;
    const b = boundsOf(devicesQuery.data.filter(hasLocation).map((d) => [d.lng as number, d.lat as number] as LngLat));
    if (b) moveTo({ kind: 'bounds', bounds: b, maxZoom: 12 });
  }, [devicesQuery.data, search.plate, search.district, search.device, search.alert, moveTo]);
  // A district chosen: its station and all its devices in view (once per choice, not per refetch).
  const fittedDistrict = useRef<string | undefined>(undefined);
  useEffect(() => {
    const code = search.district;
    if (code === fittedDistrict.current) return;
    if (!code) {
      fittedDistrict.current = undefined;
      return;
    }
    if ((canDistricts && !districts) || (canDevices && !devicesQuery.data)) return;
    fittedDistrict.current = code;
    const points = (devicesQuery.data ?? []).filter((d) => d.districtCode === code && hasLocation(d)).map((d) => [d.lng, d.lat] as LngLat);
    const station = districtAt(code);
    if (station) points.push(station);
    const b = boundsOf(points);
    if (b) moveTo({ kind: 'bounds', bounds: b, maxZoom: 14 });
  }, [search.district, districtAt, districts, devicesQuery.data, canDistricts, canDevices, moveTo]);
  useEffect(() => {
    if (trackData?.bounds) moveTo({ kind: 'bounds', bounds: trackData.bounds, maxZoom: 15 });
  }, [trackData, moveTo]);
  const deviceTarget = search.device;
  useEffect(() => {
    if (!deviceTarget || !devicesQuery.data) return;
    const at = devices.at(deviceTarget);
    if (at) moveTo({ kind: 'point', at, zoom: 15 });
    setSelected((s) => (s?.kind === 'device' && s.id === deviceTarget ? s : { kind: 'device', id: deviceTarget }));
    // Only when the address names another device (or the list arrives), not on every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deviceTarget, devicesQuery.data]);

  const alertTarget = search.alert;
  const alertKnown = alertTarget ? alerts.alerts.has(alertTarget) : false;
  useEffect(() => {
    if (!alertTarget || !alertKnown) return;
    const a = alerts.alerts.get(alertTarget);
    const at = a ? alertPosition(a, devices.at) : null;
    if (at) moveTo({ kind: 'point', at, zoom: 15 });
    setSelected((s) => (s?.kind === 'alert' && s.id === alertTarget ? s : { kind: 'alert', id: alertTarget }));
    // Once the alert is known (or another is named), not with every change of the alerts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alertTarget, alertKnown]);

  // --- the map ----------------------------------------------------------------------------------
  const [problem, setProblem] = useState<MapProblem>(null);
  const styleUrl = runtimeConfig().mapStyleUrl;
  const modeAtStart = useRef(mode);
  const style = useMemo<string | StyleSpecification>(
    () => styleUrl ?? offlineStyle(modeAtStart.current, new URL(provincesUrl, window.location.href).href),
    [styleUrl],
  );
  const onMapError = useCallback(
    (error: Error, beforeLoad: boolean) => {
      console.warn('map:', error.message);
      if (!beforeLoad) return; // a tile or source that failed later: the map goes on
      if (/webgl/i.test(error.message)) setProblem('webgl');
      else if (styleUrl) setProblem('style');
    },
    [styleUrl],
  );

  const onFeatureClick = useCallback(
    (click: MapClick) => {
      const p = click.properties;
      if (click.layer === DEVICE_LAYERS.points) select({ kind: 'device', id: String(p.id) });
      else if (click.layer === ALERT_LAYERS.points || click.layer.startsWith('alert-halo-')) select({ kind: 'alert', id: String(p.id) });
      else if (click.layer === DISTRICT_LAYER) select({ kind: 'district', code: String(p.code) });
      else if (click.layer === TRACK_LAYERS.places) {
        setSelected(null);
        document.querySelector(`[data-testid="track-list"] [data-n="${Number(p.first)}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      }
    },
    [select],
  );

  const onFocusSighting = useCallback((s: TrackSighting) => moveTo({ kind: 'point', at: s.at, zoom: 15 }), [moveTo]);
  const deviceLabel = useCallback((id: string) => {
    const d = devices.get(id);
    return d ? `${d.name}${d.siteName ? ` · ${d.siteName}` : ''}` : id;
  }, [devices]);

  const loading = (canDevices && devicesQuery.isPending) || (canAlerts && alerts.query.isPending);
  const failures = [
    canDevices && devicesQuery.isError ? t('map.failed.devices') : null,
    canAlerts && alerts.query.isError ? t('map.failed.alerts') : null,
    canDistricts && districtsQuery.isError ? t('map.failed.districts') : null,
  ].filter(Boolean);

  return (
    <div data-testid="page" data-title-key="map.title" className="-m-4 flex h-[calc(100dvh-3.5rem)] flex-col sm:-m-6 lg:-m-8">
      <MapToolbar
        districts={districts}
        district={search.district}
        onDistrict={canDistricts ? (code) => setSearch({ district: code }) : null}
        canTrack={canReads}
        plate={search.plate}
        onPlate={(plate) => setSearch({ plate, order: undefined })}
        canFollow={canAlerts}
        follow={!!search.follow}
        onFollow={(on) => setSearch({ follow: on || undefined })}
      />
      <div className="relative flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="yaam-map relative min-h-[240px] flex-1 bg-[#cfe3f2] dark:bg-[#020618]" data-testid="map" data-devices-loaded={devicesQuery.data ? devicesQuery.data.length : undefined}>
          {problem ? (
            <div className="flex h-full items-center justify-center p-6" data-testid="map-problem" data-problem={problem}>
              <div className="max-w-md rounded-xl border border-neutral-200 bg-white p-6 text-center shadow-sm dark:border-neutral-700 dark:bg-neutral-900">
                <AlertTriangle className="mx-auto mb-3 h-8 w-8 text-yellow-600 dark:text-yellow-400" aria-hidden />
                <h2 className="font-semibold">{t('map.failed.title')}</h2>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{t(problem === 'webgl' ? 'map.failed.webgl' : 'map.failed.style')}</p>
              </div>
            </div>
          ) : (
            <MapView key={i18n.language} style={style} interactiveLayerIds={INTERACTIVE} onFeatureClick={onFeatureClick} onBackgroundClick={() => select(null)} onError={onMapError}>
              {styleUrl ? null : <BaseMode mode={mode} />}
              <DistrictsLayer districts={districts ?? []} selected={search.district} visible={shown.has('districts')} palette={palette} />
              <DevicesLayer store={devices} district={search.district} visible={shown.has('devices')} palette={palette} />
              <ReadsLayer devices={devices} district={search.district} visible={shown.has('reads')} palette={palette} />
              <AlertsLayer alerts={alerts.alerts} version={alerts.version} devices={devices} district={search.district} visible={shown.has('alerts')} palette={palette} />
              <TrackLayer track={trackData} palette={palette} />
              <Camera target={camera} />
              <RenderedDevicesProbe />
              <ProvinceHover blockingLayers={INTERACTIVE} />
              <SelectionPopup
                selected={selected}
                onClose={() => select(null)}
                devices={devices}
                alerts={alerts.alerts}
                districts={districts}
                district={search.district}
                palette={palette}
                onFilterDistrict={(code) => {
                  setSelected(null);
                  setSearch({ district: code, device: undefined, alert: undefined });
                }}
                alertActions={
                  alertActions
                    ? (alert) =>
                        alertActions(alert, (saved) => {
                          if (saved) alerts.apply(saved);
                          else void queryClient.invalidateQueries({ queryKey: mapKeys.alerts() });
                        })
                    : undefined
                }
              />
            </MapView>
          )}
          {problem ? null : (
            <LayerPanel
              available={available}
              shown={shown}
              onToggle={(layer, on) => onSearch(withLayer(searchRef.current, layer, on))}
              palette={palette}
              devices={devices}
              district={search.district}
              alertCounts={alertCounts}
              districtCount={districts?.length}
            />
          )}
          {loading || failures.length ? (
            <div className="pointer-events-none absolute inset-x-0 bottom-8 z-10 flex justify-center px-3">
              <div className="pointer-events-auto flex flex-wrap items-center gap-2 rounded-full border border-neutral-200 bg-white/95 px-3 py-1.5 text-sm shadow dark:border-neutral-700 dark:bg-neutral-900/95" role="status">
                {failures.length ? (
                  <>
                    <AlertTriangle className="h-4 w-4 text-red-700 dark:text-red-400" aria-hidden />
                    <span>{failures.join(' · ')}</span>
                    <Button variant="ghost" size="sm" className="h-7" onClick={() => void queryClient.invalidateQueries({ queryKey: mapKeys.all })}>
                      <RotateCw className="h-3.5 w-3.5" aria-hidden />
                      {t('map.retry')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                    <span>{t('map.loading')}</span>
                  </>
                )}
              </div>
            </div>
          ) : null}
          {available.size === 0 ? (
            <p className="absolute inset-x-3 bottom-8 z-10 mx-auto max-w-md rounded-lg bg-white/95 p-3 text-center text-sm shadow dark:bg-neutral-900/95">{t('map.noLayers')}</p>
          ) : null}
        </div>
        {search.plate && track ? (
          <TrackPanel
            query={search.plate}
            state={track}
            order={search.order ?? 'asc'}
            onOrder={(order) => setSearch({ order: order === 'desc' ? 'desc' : undefined })}
            since={search.since}
            onSince={(since) => setSearch({ since })}
            onPick={(plate) => setSearch({ plate })}
            onClose={() => setSearch({ plate: undefined, order: undefined, since: undefined })}
            onFocus={onFocusSighting}
            deviceLabel={deviceLabel}
          />
        ) : null}
      </div>
    </div>
  );
}
