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

/** A time as the API writes it; a string already in that form (the ingest's rows) is kept as it is. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const iso = (v: Date | string) => (typeof v === 'string' && ISO_UTC.test(v) ? v : new Date(v).toISOString());

export function presentRead(r: ReadRecord): Read {
  return presentStored(r, String(r.id), iso(r.received_at));
}

/** A read the ingest has just stored, its id and time of receipt (already ISO) known apart from the row. */
export function presentStored(r: Omit<ReadRecord, 'id' | 'received_at'>, id: string, receivedAt: string): Read {
  return {
    id,
    deviceId: r.device_id,
    readId: r.read_id,
    capturedAt: iso(r.captured_at),
    receivedAt,
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
