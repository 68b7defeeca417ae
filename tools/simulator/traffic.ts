// Simulated traffic: a pool of vehicles with Thai plates and provinces, each living near a few
// cameras so the same vehicles pass the same and neighbouring cameras again and again.
import { formatPlate, PROVINCES } from '../../packages/shared/src/thai';

const SERIES = [...'กขคฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'];
const MAKES = ['Toyota', 'Toyota', 'Toyota', 'Honda', 'Honda', 'Isuzu', 'Isuzu', 'Mitsubishi', 'Nissan', 'Mazda', 'Ford', 'MG', 'BYD', 'Suzuki'];
const TYPES = ['sedan', 'sedan', 'pickup', 'pickup', 'suv', 'hatchback', 'van', 'motorcycle', 'truck'];
const COLORS = ['white', 'white', 'white', 'black', 'black', 'grey', 'silver', 'silver', 'red', 'blue', 'brown'];
const BKK = 'กรุงเทพมหานคร';
const NEAR_BKK = ['สมุทรปราการ', 'นนทบุรี', 'ปทุมธานี', 'สมุทรสาคร', 'นครปฐม', 'ชลบุรี'];

export interface Vehicle {
  plate: string;
  province: string;
  type: string;
  color: string;
  make: string;
  /** indexes of the cameras it usually passes */
  home: number[];
}

export type Rng = () => number;

/** Mulberry32: small, fast, seedable. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;

export function randomPlate(r: Rng): string {
  const prefix = r() < 0.55 ? String(1 + Math.floor(r() * 9)) : '';
  const letters = pick(r, SERIES) + (r() < 0.9 ? pick(r, SERIES) : '');
  return formatPlate(`${prefix}${letters}${1 + Math.floor(r() * 9999)}`);
}

function randomProvince(r: Rng): string {
  const x = r();
  if (x < 0.65) return BKK;
  if (x < 0.9) return pick(r, NEAR_BKK);
  return pick(r, PROVINCES).th;
}

export function makeVehicles(r: Rng, count: number, cameras: number): Vehicle[] {
  return Array.from({ length: count }, () => {
    const base = Math.floor(r() * cameras);
    // Home: the base camera and its neighbours on the same roads.
    const home = [base, (base + 1) % cameras, (base + cameras - 1) % cameras, Math.floor(r() * cameras)];
    return { plate: randomPlate(r), province: randomProvince(r), type: pick(r, TYPES), color: pick(r, COLORS), make: pick(r, MAKES), home };
  });
}

/** Per camera, the vehicles that pass it, most of them regulars and a few from anywhere. */
export function vehiclesByCamera(vehicles: Vehicle[], cameras: number): Vehicle[][] {
  const by: Vehicle[][] = Array.from({ length: cameras }, () => []);
  for (const v of vehicles) for (const c of new Set(v.home)) by[c]?.push(v);
  return by;
}

/** Malformed messages of the kinds real cameras send, each with the reason ingest should count. */
export function garbage(r: Rng, deviceId: string, seq: number): { payload: string; reason: string } {
  const now = new Date().toISOString();
  switch (Math.floor(r() * 5)) {
    case 0:
      return { payload: '{"id":"broken', reason: 'invalid-json' };
    case 1:
      return { payload: JSON.stringify({ id: `${deviceId}-g${seq}`, plate: 'กข 1' }), reason: 'invalid-schema' };
    case 2:
      return { payload: JSON.stringify({ id: `${deviceId}-g${seq}`, plate: '', capturedAt: now }), reason: 'invalid-schema' };
    case 3:
      return { payload: JSON.stringify({ id: `${deviceId}-g${seq}`, plate: ' - ', capturedAt: now }), reason: 'empty-plate' };
    default:
      return { payload: JSON.stringify({ id: `${deviceId}-g${seq}`, plate: 'กข 1', capturedAt: now, confidence: 7 }), reason: 'invalid-schema' };
  }
}
