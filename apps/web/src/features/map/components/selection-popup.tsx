// The popup of what was clicked (or named in the address): a device, an alert or a district. It
// follows the device's live status and disappears when its alert closes.
import type { Alert } from '@yaam/shared/contracts/alerts';
import type { District } from '@yaam/shared/contracts/districts';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Popup } from 'react-map-gl/maplibre';

import { useAppLocale } from '../../../lib/use-locale';
import type { OverlayPalette } from '../base-style';
import type { DeviceStore } from '../device-store';
import { alertPosition, hasLocation } from '../geo';
import { AlertPopup, DevicePopup, DistrictPopup, WatchmanLink } from './popups';

export type Selection = { kind: 'device'; id: string } | { kind: 'alert'; id: string } | { kind: 'district'; code: string };

export function SelectionPopup({
  selected,
  onClose,
  devices,
  alerts,
  districts,
  district,
  palette,
  onFilterDistrict,
  alertActions,
}: {
  selected: Selection | null;
  onClose: () => void;
  devices: DeviceStore;
  /** changed in place: the page re-renders this with each change */
  alerts: ReadonlyMap<string, Alert>;
  districts: readonly District[] | undefined;
  district: string | undefined;
  palette: OverlayPalette;
  onFilterDistrict: (code: string) => void;
  alertActions?: (alert: Alert) => ReactNode;
}) {
  const locale = useAppLocale();
  // The device's popup follows its live status.
  useSyncExternalStore(devices.subscribe, devices.getVersion);
  if (!selected) return null;

  let at: [number, number] | null = null;
  let body: ReactNode = null;
  if (selected.kind === 'device') {
    const d = devices.get(selected.id);
    if (!d || !hasLocation(d)) return null;
    at = [d.lng, d.lat];
    const dist = d.districtCode ? districts?.find((x) => x.code === d.districtCode) : undefined;
    body = <DevicePopup device={d} palette={palette} districtName={dist ? (locale === 'en' ? dist.nameEn : dist.nameTh) : d.districtCode} />;
  } else if (selected.kind === 'alert') {
    const a = alerts.get(selected.id);
    if (!a) return null;
    at = alertPosition(a, devices.at);
    body = (
      <AlertPopup
        alert={a}
        device={devices.get(a.deviceId)}
        actions={
          <div className="space-y-3">
            {alertActions?.(a)}
            <WatchmanLink />
          </div>
        }
      />
    );
  } else {
    const d = districts?.find((x) => x.code === selected.code);
    if (!d || !hasLocation(d)) return null;
    at = [d.lng, d.lat];
    body = <DistrictPopup district={d} selected={district === d.code} onFilter={() => onFilterDistrict(d.code)} />;
  }
  if (!at) return null;
  return (
    <Popup longitude={at[0]} latitude={at[1]} offset={14} maxWidth="none" closeOnClick={false} onClose={onClose} focusAfterOpen={false}>
      {body}
    </Popup>
  );
}
