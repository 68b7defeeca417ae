import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { listMigrations } from './src/db/migrate';
import { makeVehicles, rng } from '../../tools/simulator/traffic';
const N = 40_000, B = 500;
const pgl = await PGlite.create(process.env.DIR ?? 'memory://', { extensions: { pg_trgm } });
for (const m of listMigrations()) for (const s of m.statements) await pgl.exec(s);
const r = rng(1); const vehicles = makeVehicles(r, 20000, 20);
let seq = 0;
function rows(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const v = vehicles[seq % vehicles.length]!; const plate = v.plate.replace(/\s/g, ''); const m = /^(.*?)(\d+)$/.exec(plate)!;
    out.push({ device_id: `cam-${String((seq % 20) + 1).padStart(3, '0')}`, read_id: `r-${seq++}`, captured_at: new Date(Date.now() - (seq % 100000)).toISOString(), plate_raw: v.plate, plate, series: m[1], number: m[2], province: v.province, district_code: 'BKK-LPN', vehicle_type: v.type, vehicle_color: v.color, vehicle_make: v.make, confidence: 0.9, lat: 13.7, lng: 100.5, heading: 90, image_url: null });
  }
  return out;
}
const COLS = ['device_id','read_id','captured_at','plate_raw','plate','series','number','province','district_code','vehicle_type','vehicle_color','vehicle_make','confidence','lat','lng','heading','image_url'];
const TYPES = ['text','text','timestamptz','text','text','text','text','text','text','text','text','text','float4','float8','float8','int2','text'];
const NAMES = COLS.join(', '); const DEFS = COLS.map((c, i) => `${c} ${TYPES[i]}`).join(', ');
const sql = (t: string, oc = 'ON CONFLICT DO NOTHING') => `INSERT INTO ${t} (${NAMES}) SELECT ${NAMES} FROM jsonb_to_recordset($1::jsonb) AS r(${DEFS}) ${oc} RETURNING id::text AS id, device_id, read_id, captured_at, received_at`;
for (let i = 0; i < 40; i++) await pgl.query(sql('plate_reads'), [JSON.stringify(rows(2000))]);
async function time(name: string, fn: (b: any[]) => Promise<unknown>) {
  const t = performance.now();
  for (let i = 0; i < N / B; i++) await fn(rows(B));
  console.log(name, Math.round(N / ((performance.now() - t) / 1000)), 'rows/s');
}
await time('full', (b) => pgl.query(sql('plate_reads'), [JSON.stringify(b)]));
await pgl.exec(`CREATE TABLE t0 (LIKE plate_reads INCLUDING DEFAULTS)`);
await time('heap only (no idx, no partition)', (b) => pgl.query(sql('t0', ''), [JSON.stringify(b)]));
await pgl.exec(`CREATE UNIQUE INDEX ON t0 (device_id, read_id, captured_at)`);
await time('+unique', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await pgl.exec(`ALTER TABLE t0 ADD PRIMARY KEY (id, captured_at)`);
await time('+pkey', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await pgl.exec(`CREATE INDEX ON t0 (captured_at)`);
await time('+captured', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await pgl.exec(`CREATE INDEX ON t0 (device_id, captured_at)`);
await time('+device', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await pgl.exec(`CREATE INDEX ON t0 (plate, captured_at)`);
await time('+plate', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await pgl.exec(`CREATE INDEX ON t0 (district_code, captured_at)`);
await time('+district', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await pgl.exec(`CREATE INDEX ON t0 USING gin (plate gin_trgm_ops)`);
await time('+trgm', (b) => pgl.query(sql('t0'), [JSON.stringify(b)]));
await time('jsonparse only', (b) => pgl.query(`SELECT count(*) FROM jsonb_to_recordset($1::jsonb) AS r(${DEFS})`, [JSON.stringify(b)]));
