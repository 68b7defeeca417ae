// Wires the data path into the app: device registry and status, ingest (MQTT and HTTP), reads search,
// and reads upkeep (partitions, retention). Subscriptions start when the app is ready.
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Broker } from '../../realtime/broker';
import type { ReadMatch } from '../alerts/alerts.engine';
import { createDeviceStatusMonitor, type DeviceStatusMonitor } from '../devices/device-status';
import { backfillReadCounts } from '../devices/device-status.repo';
import { deviceRoutes } from '../devices/devices.routes';
import { scheduleReadsUpkeep } from '../reads/partitions';
import { readRoutes } from '../reads/reads.routes';
import { ingestRoutes } from './ingest.routes';
import { createIngest, type Ingest, type IngestDeps } from './ingest.service';

export interface DataPath {
  ingest: Ingest;
  deviceStatus: DeviceStatusMonitor;
}

export async function registerDataPath(
  app: FastifyInstance,
  {
    config,
    database,
    broker,
    watch,
  }: { config: Config; database: Database; broker: Broker; watch?: Pick<IngestDeps<ReadMatch>, 'onReadsStored' | 'matchRead'> },
): Promise<DataPath> {
  const log = app.log;
  const deviceStatus = createDeviceStatusMonitor({ database, broker, log });
  const ingest = createIngest({
    database,
    broker,
    log,
    onDeviceSeen: (id, at) => deviceStatus.seen(id, at),
    // The watchlist: matched before a read is stored, alerts raised after its batch committed.
    ...(watch && { onReadsStored: watch.onReadsStored, matchRead: watch.matchRead }),
  });
  await app.register(deviceRoutes, { database, broker, status: deviceStatus, log });
  await app.register(ingestRoutes, { database, ingest });
  await app.register(readRoutes, { database });

  let upkeep: ReturnType<typeof scheduleReadsUpkeep> | null = null;
  app.addHook('onReady', async () => {
    // Before the subscriptions: a restarted server's session brings thousands of queued reads at
    // once, and their batches would hold the pool. The counts are a statistic: a failure is logged,
    // and the server starts anyway (the next start tries again).
    await backfillReadCounts(database, 8).then(
      (minutes) => minutes && log.info({ minutes }, 'device read counts rebuilt from the reads'),
      (err: unknown) => log.warn({ err }, 'device read counts: rebuilding them from the reads failed'),
    );
    const subscribe = Promise.all([ingest.start(), deviceStatus.start()]);
    // An external broker that is down at start must not hold the app: the subscriptions go out when
    // it is back (the server's session keeps them), and /readyz says unready meanwhile.
    if (broker.client.connected) await subscribe;
    else subscribe.catch((err: unknown) => log.error({ err }, 'ingest: subscribing failed'));
    upkeep = scheduleReadsUpkeep(database, config.readsRetentionDays, log);
  });
  // After the broker closed (preClose): no new messages; finish batches in flight.
  app.addHook('onClose', async () => {
    await upkeep?.stop();
    await ingest.close();
    await deviceStatus.close();
  });
  return { ingest, deviceStatus };
}
