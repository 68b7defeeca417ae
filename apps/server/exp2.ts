import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { listMigrations } from './src/db/migrate';
import { makeVehicles, rng } from '../../tools/simulator/traffic';
const N = 60_000, B = Number(process.env.B ?? 500);
const pgl = await PGlite.create('memory://', { extensions: { pg_trgm } });
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
const JSON_SQL = `INSERT INTO plate_reads (${NAMES}) SELECT ${NAMES} FROM jsonb_to_recordset($1::jsonb) AS r(${DEFS}) ON CONFLICT DO NOTHING RETURNING id::text AS id, device_id, read_id, captured_at, received_at`;
for (let i = 0; i < 100; i++) await pgl.query(JSON_SQL, [JSON.stringify(rows(2000))]);
const esc = (v: unknown) => v == null ? '' : typeof v === 'string' ? (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v) : String(v);
const csv = (b: any[]) => b.map((x) => COLS.map((c) => esc(x[c])).join(',')).join('\n') + '\n';
async function time(name: string, fn: (b: any[]) => Promise<unknown>) {
  const t = performance.now();
  for (let i = 0; i < N / B; i++) await fn(rows(B));
  const s = (performance.now() - t) / 1000;
  console.log(name, B, Math.round(N / s), 'rows/s');
}
await time('json', (b) => pgl.query(JSON_SQL, [JSON.stringify(b)]));
await pgl.exec(`CREATE TEMP TABLE stage (LIKE plate_reads INCLUDING DEFAULTS)`);
await time('copy-stage', async (b) => {
  await pgl.query(`COPY stage (${NAMES}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv(b)]) });
  await pgl.query(`INSERT INTO plate_reads SELECT * FROM stage ON CONFLICT DO NOTHING RETURNING id::text AS id, device_id, read_id, captured_at, received_at`);
  await pgl.exec('TRUNCATE stage');
});
await time('copy-direct', async (b) => {
  await pgl.query(`COPY plate_reads (${NAMES}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv(b)]) });
});
await pgl.exec('DROP INDEX plate_reads_plate_trgm_idx');
await time('json-notrgm', (b) => pgl.query(JSON_SQL, [JSON.stringify(b)]));
await time('copy-direct-notrgm', async (b) => {
  await pgl.query(`COPY plate_reads (${NAMES}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv(b)]) });
});
