// One shape for a stored read, in the API and on `yaam/v1/reads/{district}`.
import type { Read } from '@yaam/shared/contracts/reads';

/** A row of plate_reads as the raw driver returns it (snake_case). */
export interface ReadRecord {
  id: string | number;
  device_id: string;
  read_id: string;
  captured_at: Date | string;
  received_at: Date | string;
  plate: string;
  plate_raw: string;
  series: string;
  number: string;
  province: string | null;
  district_code: string | null;
  vehicle_type: string | null;
  vehicle_color: string | null;
  vehicle_make: string | null;
  confidence: number | null;
  lat: number | null;
  lng: number | null;
  heading: number | null;
  image_url: string | null;
}

export function presentRead(r: ReadRecord): Read {
  return {
    id: String(r.id),
    deviceId: r.device_id,
    readId: r.read_id,
    capturedAt: new Date(r.captured_at).toISOString(),
    receivedAt: new Date(r.received_at).toISOString(),
    plate: r.plate,
    plateRaw: r.plate_raw,
    series: r.series,
    number: r.number,
    province: r.province,
    districtCode: r.district_code,
    vehicleType: r.vehicle_type,
    vehicleColor: r.vehicle_color,
    vehicleMake: r.vehicle_make,
    confidence: r.confidence === null ? null : Number(r.confidence),
    lat: r.lat,
    lng: r.lng,
    heading: r.heading,
    imageUrl: r.image_url,
  };
}
