// A week of plate reads: a pool of vehicles that live near a few cameras and pass them again and
// again, on trips that cross several cameras, with Bangkok's morning and evening rush in the clock.
import { formatPlate, normalisePlate, PROVINCES } from '@yaam/shared/thai';

import { type DemoSite, distanceMetres } from './places';
import { cumulativePicker, type Random } from './random';
import { WATCH_SPECS } from './watchlist';

const BKK = 'กรุงเทพมหานคร';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Bangkok is UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** Consonants seen in plate series (the obsolete ฃ and ฅ never are). */
const SERIES_LETTERS = [...'กขคฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'];

/** Where vehicles seen in Bangkok are registered: mostly Bangkok and the provinces around it. */
const PROVINCE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  [BKK, 62],
  ['สมุทรปราการ', 8],
  ['นนทบุรี', 8],
  ['ปทุมธานี', 6],
  ['สมุทรสาคร', 3],
  ['นครปฐม', 2.5],
  ['ชลบุรี', 2.5],
  ['พระนครศรีอยุธยา', 1.5],
  ['ฉะเชิงเทรา', 1.5],
  ...PROVINCES.filter((p) => p.code !== '10').map((p) => [p.th, 5 / 76] as const),
];

const MAKES: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  ['Toyota', 32, ['sedan', 'sedan', 'pickup', 'pickup', 'suv', 'hatchback', 'van', 'mpv']],
  ['Honda', 18, ['sedan', 'sedan', 'hatchback', 'suv', 'mpv']],
  ['Isuzu', 12, ['pickup', 'pickup', 'pickup', 'suv', 'truck']],
  ['Mitsubishi', 7, ['pickup', 'pickup', 'sedan', 'suv', 'mpv']],
  ['Nissan', 5, ['sedan', 'pickup', 'hatchback', 'suv']],
  ['Mazda', 5, ['sedan', 'hatchback', 'suv', 'pickup']],
  ['Ford', 4, ['pickup', 'pickup', 'suv']],
  ['MG', 4, ['sedan', 'suv', 'hatchback']],
  ['Suzuki', 3, ['hatchback', 'sedan', 'pickup']],
  ['BYD', 2.5, ['hatchback', 'suv', 'sedan']],
  ['Mercedes-Benz', 2, ['sedan', 'suv', 'van']],
  ['BMW', 2, ['sedan', 'suv']],
  ['Hyundai', 1.5, ['van', 'suv']],
  ['Hino', 1, ['truck']],
  ['Volvo', 0.5, ['suv', 'sedan']],
];

const COLORS: ReadonlyArray<readonly [string, number]> = [
  ['white', 30],
  ['black', 17],
  ['grey', 15],
  ['silver', 14],
  ['red', 6],
  ['blue', 6],
  ['brown', 4],
  ['gold', 3],
  ['green', 2],
  ['yellow', 1.5],
  ['orange', 1.5],
];

/** Relative traffic by Bangkok hour of day (0–23): quiet before dawn, rush at 7–9 and 17–19. */
const HOURLY = [
  0.25, 0.15, 0.1, 0.08, 0.1, 0.3, 0.7, 1, 1, 0.8, 0.65, 0.65, 0.7, 0.65, 0.65, 0.75, 0.9, 1, 1, 0.8, 0.6,
  0.5, 0.4, 0.3,
];

export interface Vehicle {
  plateRaw: string;
  province: string;
  type: string;
  color: string;
  make: string;
  /** indexes into the sites this vehicle usually passes */
  home: number[];
  /** how often it is on the road, relative to others */
  activity: number;
}

export interface DemoRead {
  device_id: string;
  read_id: string;
  captured_at: string;
  received_at: string;
  plate_raw: string;
  plate: string;
  series: string;
  number: string;
  province: string;
  district_code: string;
  vehicle_type: string;
  vehicle_color: string;
  vehicle_make: string;
  confidence: number;
  lat: number;
  lng: number;
  heading: number;
}

function randomPlate(random: Random): string {
  const letters = (n: number) => Array.from({ length: n }, () => random.pick(SERIES_LETTERS)).join('');
  const series = random.weighted<() => string>([
    [() => `${random.int(1, 9)}${letters(2)}`, 44],
    [() => letters(2), 50],
    [() => letters(1), 4],
    [() => letters(3), 2],
  ])();
  const number = random.chance(0.03)
    ? random.pick([9, 99, 999, 9999, 1234, 5555, 8888, 1111])
    : random.int(1, 9999);
  return `${series} ${number}`;
}

/** For each site, the indexes of the other sites from nearest to farthest. */
function neighboursOf(sites: readonly DemoSite[]): number[][] {
  return sites.map((a) =>
    sites
      .map((b, j) => [j, distanceMetres(a, b)] as const)
      .filter(([, d]) => d > 0)
      .sort((x, y) => x[1] - y[1])
      .map(([j]) => j),
  );
}

function makeVehicle(
  random: Random,
  pickSite: () => number,
  neighbours: number[][],
  plateRaw: string,
  province: string,
): Vehicle {
  const [make, , types] = random.weighted(MAKES.map((m) => [m, m[1]] as const));
  // A few cameras near where the vehicle lives and works; the rest of the city now and then.
  const first = pickSite();
  const near = neighbours[first] ?? [];
  const home = [first];
  for (let n = random.int(1, 3); n > 0; n--)
    home.push(random.chance(0.75) && near.length ? random.pick(near.slice(0, 4)) : pickSite());
  return {
    plateRaw,
    province,
    make,
    type: random.pick(types),
    color: random.weighted(COLORS),
    home,
    // Heavy-tailed: most cars pass a handful of times a week, taxis and delivery vans many times.
    activity: 1 / Math.max(0.02, random.next()) ** 0.9,
  };
}

const sitePicker = (random: Random, sites: readonly DemoSite[]) => {
  const pick = cumulativePicker(
    sites.map((_, i) => i),
    (i) => sites[i]?.traffic ?? 1,
  );
  return () => pick(random.next());
};

export function makeVehicles(random: Random, sites: readonly DemoSite[], count: number): Vehicle[] {
  const seen = new Set<string>(WATCH_SPECS.map((s) => normalisePlate(s.pattern).plate));
  const pickSite = sitePicker(random, sites);
  const neighbours = neighboursOf(sites);
  const vehicles: Vehicle[] = [];
  while (vehicles.length < count) {
    const plateRaw = randomPlate(random);
    const province = random.weighted(PROVINCE_WEIGHTS);
    const key = normalisePlate(plateRaw).plate + province;
    if (seen.has(key)) continue;
    seen.add(key);
    vehicles.push(makeVehicle(random, pickSite, neighbours, plateRaw, province));
  }
  return vehicles;
}

/** A moment in the past week weighted by the traffic of its Bangkok hour (weekends a little lighter). */
function trafficTime(random: Random, now: number, windowMs: number): number {
  for (;;) {
    const t = now - random.next() * windowMs;
    const local = new Date(t + BANGKOK_OFFSET_MS);
    const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6;
    const w = (HOURLY[local.getUTCHours()] ?? 0.5) * (weekend ? 0.8 : 1);
    if (random.next() < w) return t;
  }
}

interface Sighting {
  vehicle: Vehicle;
  site: number;
  at: number;
  plateRaw?: string;
}

function toRead(
  random: Random,
  s: Sighting,
  sites: readonly DemoSite[],
  districtOf: (site: DemoSite) => string,
): Omit<DemoRead, 'read_id'> {
  const site = sites[s.site] as DemoSite;
  const raw = s.plateRaw ?? s.vehicle.plateRaw;
  const parts = normalisePlate(raw);
  const hour = new Date(s.at + BANGKOK_OFFSET_MS).getUTCHours();
  const night = hour < 6 || hour >= 19;
  const confidence = Math.min(0.995, (night ? 0.72 : 0.8) + random.next() * (night ? 0.25 : 0.19));
  return {
    device_id: site.id,
    captured_at: new Date(s.at).toISOString(),
    received_at: new Date(s.at + random.int(150, 2500)).toISOString(),
    plate_raw: formatPlate(parts),
    plate: parts.plate,
    series: parts.series,
    number: parts.number,
    province: s.vehicle.province,
    district_code: districtOf(site),
    vehicle_type: s.vehicle.type,
    vehicle_color: s.vehicle.color,
    vehicle_make: s.vehicle.make,
    confidence: Math.round(confidence * 1000) / 1000,
    lat: site.lat,
    lng: site.lng,
    heading: site.heading,
  };
}

export interface ReadsOptions {
  now: number;
  days: number;
  total: number;
  vehicles: readonly Vehicle[];
  sites: readonly DemoSite[];
  districtOf: (site: DemoSite) => string;
}

/**
 * About `total` reads, oldest first, with `read_id` numbered per device in time order. Watched
 * vehicles (WATCH_SPECS with sightings) pass a few times, once in the last hours.
 */
export function makeReads(random: Random, o: ReadsOptions): DemoRead[] {
  const windowMs = o.days * DAY_MS;
  const pickVehicle = cumulativePicker(o.vehicles, (v) => v.activity);
  const pickSite = sitePicker(random, o.sites);
  const sightings: Sighting[] = [];

  for (const spec of WATCH_SPECS) {
    if (!spec.sightings || !spec.vehicle) continue;
    const vehicle: Vehicle = {
      ...spec.vehicle,
      plateRaw: spec.pattern,
      province: spec.province ?? BKK,
      home: [pickSite()],
      activity: 0,
    };
    for (let i = 0; i < spec.sightings; i++) {
      // One sighting in the last hours, so a fresh demo has something recent to show.
      const at =
        i === 0 ? o.now - random.int(10 * 60_000, 12 * HOUR_MS) : trafficTime(random, o.now, windowMs);
      const misread = i === 1 && spec.misread ? spec.misread : undefined;
      const site = random.chance(0.5) ? (vehicle.home[0] as number) : pickSite();
      sightings.push({ vehicle, site, at, ...(misread ? { plateRaw: misread } : {}) });
    }
  }

  while (sightings.length < o.total) {
    const vehicle = pickVehicle(random.next());
    let at = trafficTime(random, o.now, windowMs);
    // A trip: one to four cameras, a few minutes to half an hour apart.
    for (
      let leg = random.weighted([
        [1, 45],
        [2, 30],
        [3, 17],
        [4, 8],
      ] as const);
      leg > 0 && at <= o.now;
      leg--
    ) {
      const site = random.chance(0.85) ? random.pick(vehicle.home) : pickSite();
      sightings.push({ vehicle, site, at });
      at += random.int(3, 35) * 60_000 + random.int(0, 59_999);
    }
  }
  sightings.length = Math.min(sightings.length, o.total);
  sightings.sort((a, b) => a.at - b.at);

  const seq = new Map<string, number>();
  return sightings.map((s) => {
    const read = toRead(random, s, o.sites, o.districtOf);
    const n = (seq.get(read.device_id) ?? 0) + 1;
    seq.set(read.device_id, n);
    return { ...read, read_id: `${read.device_id}-${String(n).padStart(6, '0')}` };
  });
}
