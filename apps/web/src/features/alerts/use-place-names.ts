// Camera, site and district names by id in the user's language, for feed rows and the detail panel.
import { useMemo } from 'react';

import { districtNamer, useDistricts } from '../../lib/districts';
import type { AppLocale } from '../../lib/format';
import { useDeviceList } from './api/get-places';

export interface PlaceNames {
  camera: (deviceId: string) => string;
  site: (deviceId: string) => string | null;
  district: (code: string | null) => string;
}

export function usePlaceNames(locale: AppLocale): PlaceNames {
  const devices = useDeviceList();
  const districts = useDistricts();
  return useMemo(() => {
    const byDevice = new Map((devices.data ?? []).map((d) => [d.id, d]));
    const district = districtNamer(districts.data, locale);
    return {
      camera: (id) => byDevice.get(id)?.name ?? id,
      site: (id) => byDevice.get(id)?.siteName ?? null,
      district,
    };
  }, [devices.data, districts.data, locale]);
}
