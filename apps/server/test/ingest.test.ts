// Ingest end to end, on the embedded Aedes or on MQTT_URL (and PGlite or DATABASE_URL): exactly-once
// storage, per-read validation, redelivery after a database failure, the broker's device rules, the
// HTTP path, counters and the fan-out to browsers.
import { topics } from '@yaam/shared/topics';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aRead, eventually, startIngestApp, unique, type IngestApp } from './ingest-fixtures';

let a: IngestApp;
beforeAll(async () => {
  a = await startIngestApp();
});
afterAll(() => a?.close());

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

describe('MQTT ingest', () => {
  it('stores a read once when it is published twice, normalised, with province and district', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'secret-1');
    const dev = await a.connectDevice(id, 'secret-1');
    const read = aRead(`${id}-r1`, { plate: ' ๑กข-12O4 ', province: 'Bangkok' });
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify(read), { qos: 1 });
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify(read), { qos: 1 });
    await eventually(async () => (await a.countReads('device_id = $1', [id])) === 1, 8000, 'the read');
    await a.t.dataPath.ingest.idle();
    await eventually(() => a.t.dataPath.ingest.counters.duplicate >= 1, 5000, 'the duplicate counted');
    expect(await a.countReads('device_id = $1', [id])).toBe(1);
    const [row] = await a.t.db.database.query<Record<string, unknown>>('SELECT * FROM plate_reads WHERE device_id = $1', [id]);
    expect(row).toMatchObject({ plate: '1กข1204', series: '1กข', number: '1204', province: 'กรุงเทพมหานคร', district_code: 'BKK-LPN', plate_raw: ' ๑กข-12O4 ' });
  });

  it('stores exactly the good reads of a mixed batch and counts the bad by reason', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'secret-2');
    const dev = await a.connectDevice(id, 'secret-2');
    const batch = [
      aRead(`${id}-1`),
      { id: `${id}-2`, plate: 'กข 1' }, // no capturedAt
      aRead(`${id}-3`, { plate: '' }), // empty plate (schema)
      aRead(`${id}-4`, { plate: ' - ' }), // nothing left after normalising
      aRead(`${id}-5`, { capturedAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      aRead(`${id}-6`, { confidence: 7 }),
      aRead(`${id}-7`, { plate: 'ฮฮ 9' }),
    ];
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify(batch), { qos: 1 });
    await dev.publishAsync(topics.deviceReads(id), '{not json', { qos: 1 });
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify(aRead(`${id}-8`)), { qos: 1 }); // still ingesting
    await eventually(async () => (await a.countReads('device_id = $1', [id])) === 3, 8000, 'the good reads');
    const rows = await a.t.db.database.query<{ read_id: string }>('SELECT read_id FROM plate_reads WHERE device_id = $1 ORDER BY read_id', [id]);
    expect(rows.map((r) => r.read_id)).toEqual([`${id}-1`, `${id}-7`, `${id}-8`]);
    // Counted per device: with MQTT_URL this app also sees other test files' devices.
    const mine = (reason: string) => a.t.dataPath.ingest.counters.rejectedByDevice.get(`${id}\u0000${reason}`) ?? 0;
    const delta = mine;
    expect({ schema: delta('invalid-schema'), empty: delta('empty-plate'), future: delta('future-capture'), json: delta('invalid-json') }).toEqual({
      schema: 3,
      empty: 1,
      future: 1,
      json: 1,
    });
    const stats = await a.t.app.inject({ url: '/metrics' });
    expect(stats.body).toContain(`yaam_ingest_reads_rejected_total{reason="invalid-schema",device="${id}"} 3`);
    expect(stats.body).toMatch(/yaam_ingest_batch_duration_seconds_count \d+/);
  });

  it('redelivers and stores once after the database failed a batch (no PUBACK, reconnect, QoS 1 redelivery)', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'secret-3');
    // A camera reconnects after the broker closed its connection, and sends the read again.
    const dev = await a.connectDevice(id, 'secret-3', { reconnectPeriod: 200 });
    const database = a.t.db.database;
    const realQuery = database.query;
    let failures = 0;
    database.query = (async (text: string, params?: unknown[]) => {
      if (text.includes('INSERT INTO plate_reads') && failures < 1) {
        failures++;
        throw new Error('database down (test)');
      }
      return realQuery(text, params);
    }) as typeof realQuery;
    try {
      await dev.publishAsync(topics.deviceReads(id), JSON.stringify(aRead(`${id}-1`)), { qos: 1 });
      await eventually(async () => (await a.countReads('device_id = $1', [id])) === 1, 10_000, 'the redelivered read');
    } finally {
      database.query = realQuery;
    }
    expect(failures).toBe(1);
    expect(a.t.dataPath.ingest.counters.failedBatches).toBeGreaterThanOrEqual(1);
    // The device's own retry after a forced reconnect (persistent session, DUP) is stored once too.
    const clientId = unique(`${id}-persist`);
    const p1 = await a.connectDevice(id, 'secret-3', { clientId, clean: false });
    p1.publish(topics.deviceReads(id), JSON.stringify(aRead(`${id}-2`)), { qos: 1 });
    p1.stream.destroy(); // gone before its PUBACK may arrive: mqtt.js keeps the message and resends it
    p1.end(true);
    const p2 = mqtt.connect(a.deviceUrl, { username: id, password: 'secret-3', clientId, clean: false, protocolVersion: 4 });
    await new Promise((r) => p2.once('connect', r));
    await p2.publishAsync(topics.deviceReads(id), JSON.stringify(aRead(`${id}-2`)), { qos: 1 });
    await eventually(async () => (await a.countReads('device_id = $1 AND read_id = $2', [id, `${id}-2`])) === 1, 8000, 'the resent read');
    await new Promise((r) => setTimeout(r, 200));
    expect(await a.countReads('device_id = $1', [id])).toBe(2);
    p2.end(true);
  });

  it('fans stored reads out to browsers on yaam/v1/reads/{district}', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'secret-4', 'BKK-PTW');
    const got: string[] = [];
    const sub = await a.t.broker.client.subscribe(topics.reads('BKK-PTW'), (m) => void got.push(m.payload.toString()), { qos: 0 });
    const dev = await a.connectDevice(id, 'secret-4');
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify(aRead(`${id}-1`, { plate: 'ขค 55' })), { qos: 1 });
    await eventually(() => got.some((g) => g.includes(`${id}-1`)), 8000, 'the fan-out');
    const read = JSON.parse(got.find((g) => g.includes(`${id}-1`)) ?? '{}');
    expect(read).toMatchObject({ deviceId: id, readId: `${id}-1`, plate: 'ขค55', districtCode: 'BKK-PTW' });
    // The id and the time of receipt are the stored row's.
    const [row] = await a.t.db.database.query<{ id: string; received_at: Date | string }>(
      'SELECT id::text AS id, received_at FROM plate_reads WHERE device_id = $1 AND read_id = $2',
      [id, `${id}-1`],
    );
    expect(read.id).toBe(row?.id);
    expect(read.receivedAt).toBe(new Date(row!.received_at).toISOString());
    await sub();
  });

  it('fans a batch out as one message per district: an array when it stored several reads there', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'secret-5', 'BKK-PTW');
    const got: unknown[] = [];
    const sub = await a.t.broker.client.subscribe(topics.reads('BKK-PTW'), (m) => void got.push(JSON.parse(m.payload.toString())), { qos: 0 });
    const dev = await a.connectDevice(id, 'secret-5');
    const reads = [1, 2, 3].map((n) => aRead(`${id}-${n}`, { plate: `ขค ${n}` }));
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify(reads), { qos: 1 });
    await eventually(() => got.some((g) => Array.isArray(g) && JSON.stringify(g).includes(`${id}-3`)), 8000, 'the fan-out');
    const batch = got.find((g) => Array.isArray(g) && JSON.stringify(g).includes(`${id}-1`)) as Array<{ readId: string; deviceId: string }>;
    expect(batch.map((r) => r.readId).sort()).toEqual([`${id}-1`, `${id}-2`, `${id}-3`]);
    expect(got.filter((g) => JSON.stringify(g).includes(`${id}-`))).toHaveLength(1);
    await sub();
    dev.end(true);
  });

  it.skipIf(Boolean(process.env.MQTT_URL))('embedded broker: a device cannot publish under another id, and a disabled device is cut off', async () => {
    const a1 = unique('cam');
    const a2 = unique('cam');
    await a.addDevice(a1, 'secret-a1');
    await a.addDevice(a2, 'secret-a2');
    const dev = await a.connectDevice(a1, 'secret-a1');
    const closed = new Promise<void>((r) => dev.once('close', () => r()));
    dev.publish(topics.deviceReads(a2), JSON.stringify(aRead('forged')), { qos: 1 });
    await closed; // MQTT 3.1.1 has no negative PUBACK: Aedes drops the message and the connection
    await new Promise((r) => setTimeout(r, 200));
    expect(await a.countReads('device_id = $1', [a2])).toBe(0);
  });
});

describe('ingest → watchlist', () => {
  it('hands each committed batch to the alert engine before acknowledging it', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'secret-w');
    const [entry] = await a.t.db.database.query<{ id: string }>(
      "INSERT INTO watch_entries (pattern, mode, reason, priority) VALUES ('9ฆฆ9191', 'exact', 'stolen', 'high') RETURNING id",
    );
    await a.t.alerts.entriesChanged([entry?.id ?? '']);
    const dev = await a.connectDevice(id, 'secret-w');
    await dev.publishAsync(topics.deviceReads(id), JSON.stringify([aRead(`${id}-1`, { plate: '9ฆฆ-9191' }), aRead(`${id}-2`)]), { qos: 1 });
    await eventually(async () => (await a.t.db.database.query('SELECT 1 FROM alert_sightings WHERE read_id = $1', [`${id}-1`])).length === 1, 8000, 'the alert');
    expect(await a.t.db.database.query('SELECT 1 FROM alert_sightings WHERE read_id = $1', [`${id}-2`])).toHaveLength(0);
  });
});

describe('HTTP ingest', () => {
  it('takes the same payload with the device secret as HTTP Basic credentials', async () => {
    const id = unique('cam');
    await a.addDevice(id, 'http-secret');
    const url = `/api/v1/devices/${id}/reads`;
    const payload = [aRead(`${id}-1`), aRead(`${id}-2`, { capturedAt: 'yesterday' })];
    expect((await a.t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await a.t.app.inject({ method: 'POST', url, payload, headers: basic(id, 'wrong') })).statusCode).toBe(401);
    expect((await a.t.app.inject({ method: 'POST', url: `/api/v1/devices/other/reads`, payload, headers: basic(id, 'http-secret') })).statusCode).toBe(403);
    const ok = await a.t.app.inject({ method: 'POST', url, payload, headers: basic(id, 'http-secret') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ accepted: 1, duplicate: 0, rejected: [{ index: 1, reason: 'invalid-schema' }] });
    const again = await a.t.app.inject({ method: 'POST', url, payload: payload[0], headers: basic(id, 'http-secret') });
    expect(again.json()).toMatchObject({ accepted: 0, duplicate: 1 });
    const bad = await a.t.app.inject({ method: 'POST', url, payload: { nope: 1 }, headers: basic(id, 'http-secret') });
    expect(bad.statusCode).toBe(400);
    await a.t.db.database.query('UPDATE devices SET enabled = false WHERE id = $1', [id]);
    expect((await a.t.app.inject({ method: 'POST', url, payload, headers: basic(id, 'http-secret') })).statusCode).toBe(403);
  });
});
