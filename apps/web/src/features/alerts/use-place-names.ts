// Camera, site and district names by id in the user's language, for feed rows and the detail panel.
import { useMemo } from 'react';

import type { AppLocale } from '../../lib/format';
import { useDeviceList, useDistrictList } from './api/get-places';

export interface PlaceNames {
  camera: (deviceId: string) => string;
  site: (deviceId: string) => string | null;
  district: (code: string | null) => string;
}

export function usePlaceNames(locale: AppLocale): PlaceNames {
  const devices = useDeviceList();
  const districts = useDistrictList();
  return useMemo(() => {
    const byDevice = new Map((devices.data ?? []).map((d) => [d.id, d]));
    const byDistrict = new Map((districts.data ?? []).map((d) => [d.code, locale === 'th' ? d.nameTh : d.nameEn]));
    return {
      camera: (id) => byDevice.get(id)?.name ?? id,
      site: (id) => byDevice.get(id)?.siteName ?? null,
      district: (code) => (code ? (byDistrict.get(code) ?? code) : ''),
    };
  }, [devices.data, districts.data, locale]);
}
