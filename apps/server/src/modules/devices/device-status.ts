// Device status: online/offline from `…/status` messages (and the broker's last will), from reads, and
// from silence (nothing for SILENCE_SEC = offline); the rate-drop flag. Every change goes to the
// database with its history and to `yaam/v1/devices/{id}/state` (retained) for browsers.
import type { DeviceStateMessage } from '@yaam/shared/contracts/devices';
import { DEVICE_LAST_WILL, deviceIdOfTopic, deviceStatusSchema, SERVER_FILTERS, topics } from '@yaam/shared/topics';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import type { Broker } from '../../realtime/broker';
import type { IncomingMessage } from '../../realtime/server-client';
import * as repo from './device-status.repo';
import { judgeRate } from './rate-drop';

export const SILENCE_SEC = 60;
const SEEN_FLUSH_MS = 2000;
const SWEEP_MS = 5000;
const RATE_CHECK_MS = 60_000;

type Reason = DeviceStateMessage['reason'];

export interface DeviceStatusMonitor {
  /** Subscribes to status messages and starts the timers. */
  start(): Promise<void>;
  /** A message (read or status) came from the device at `at`. Cheap: kept in memory, written every 2 s. */
  seen(deviceId: string, at?: Date): void;
  handleStatusMessage(message: Pick<IncomingMessage, 'topic' | 'payload'> & { packet: { retain?: boolean } }): Promise<void>;
  /** Writes what was seen; turns silent devices offline. Runs on a timer; exported for tests. */
  sweep(): Promise<void>;
  /** Flags and clears rate drops as of `now`. Runs on a timer; exported for tests. */
  checkRates(now?: Date): Promise<void>;
  /** Publishes a device's state after a change the registry made (enable, disable). */
  recordChange(row: repo.StateRow, status: string, reason: Reason, detail?: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export function createDeviceStatusMonitor(deps: { database: Database; broker: Broker; log: FastifyBaseLogger }): DeviceStatusMonitor {
  const { database, broker, log } = deps;
  let seenMap = new Map<string, Date>();
  const timers: NodeJS.Timeout[] = [];
  /** One status message at a time per device, in arrival order. */
  const chains = new Map<string, Promise<void>>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let sweeping: Promise<void> | null = null;

  const stateOf = (row: repo.StateRow, reason: Reason): DeviceStateMessage => ({
    deviceId: row.id,
    status: row.status,
    enabled: row.enabled,
    at: new Date().toISOString(),
    reason,
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    rateDropSince: row.rate_drop_since ? new Date(row.rate_drop_since).toISOString() : null,
  });

  async function publish(rows: repo.StateRow[], reason: Reason) {
    await Promise.all(
      rows.map((row) =>
        broker.client
          .publish(topics.deviceState(row.id), JSON.stringify(stateOf(row, reason)), { qos: 1, retain: true })
          .catch((err: unknown) => log.warn({ err, deviceId: row.id }, 'device state not published')),
      ),
    );
  }

  async function changed(rows: repo.StateRow[], reason: Reason, status?: string, detail?: Record<string, unknown>) {
    if (rows.length === 0) return;
    await repo.insertEvents(
      database,
      rows.map((r) => ({ deviceId: r.id, status: status ?? r.status, reason, detail: detail ?? null })),
    );
    await publish(rows, reason);
  }

  async function flushSeen() {
    if (seenMap.size === 0) return;
    const batch = seenMap;
    seenMap = new Map();
    const turnedOnline = await repo.markSeen(database, [...batch].map(([id, ts]) => ({ id, ts })));
    await changed(turnedOnline, 'reads');
  }

  async function sweep() {
    // One sweep at a time; a timer tick during a slow one waits for it.
    while (sweeping) await sweeping;
    sweeping = (async () => {
      await flushSeen();
      await changed(await repo.markSilentOffline(database, SILENCE_SEC), 'silence', undefined, { silenceSec: SILENCE_SEC });
    })();
    try {
      await sweeping;
    } finally {
      sweeping = null;
    }
  }

  async function applyStatus(deviceId: string, payload: Buffer, retained: boolean) {
    const text = payload.toString('utf8').trim();
    let status: 'online' | 'offline';
    let firmware: string | undefined;
    let reason: Reason = 'status-message';
    if (text === DEVICE_LAST_WILL || text === '') {
      if (text === '') return; // a cleared retained message
      status = 'offline';
      reason = 'last-will';
    } else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        log.debug({ deviceId }, 'status message is not JSON');
        return;
      }
      const parsed = deviceStatusSchema.safeParse(json);
      if (!parsed.success) {
        log.debug({ deviceId }, 'status message fails the schema');
        return;
      }
      status = parsed.data.status;
      firmware = parsed.data.firmware;
    }
    // A retained status is history (sent to us because we subscribed), not news: the database already
    // holds what happened; silence turns a device that is really gone offline.
    if (retained) return;
    if (status === 'online') seenMap.delete(deviceId);
    const row = await repo.setStatus(database, deviceId, status, firmware);
    if (row) await changed([row], reason, undefined, firmware ? { firmware } : undefined);
  }

  async function checkRates(now = new Date()) {
    for (const w of await repo.rateWindows(database, now)) {
      const verdict = w.active ? judgeRate(w.current, w.history, w.flagged) : w.flagged ? 'normal' : 'unchanged';
      if (verdict === 'unchanged') continue;
      const row = await repo.setRateDrop(database, w.id, verdict === 'drop');
      if (row) await changed([row], 'rate', verdict === 'drop' ? 'rate-drop' : 'rate-normal', { current: w.current, history: w.history });
    }
  }

  const every = (ms: number, what: string, fn: () => Promise<void>) => {
    const t = setInterval(() => {
      fn().catch((err: unknown) => log.warn({ err }, `device status: ${what} failed`));
    }, ms);
    t.unref();
    timers.push(t);
  };

  return {
    async start() {
      unsubscribe = await broker.client.subscribe(
        SERVER_FILTERS.status,
        (m) => this.handleStatusMessage(m),
        { qos: 1, shared: true },
      );
      every(SEEN_FLUSH_MS, 'seen flush', flushSeen);
      every(SWEEP_MS, 'silence sweep', sweep);
      every(RATE_CHECK_MS, 'rate check', () => checkRates());
    },
    seen(deviceId, at = new Date()) {
      const prev = seenMap.get(deviceId);
      if (!prev || prev < at) seenMap.set(deviceId, at);
    },
    handleStatusMessage({ topic, payload, packet }) {
      const deviceId = deviceIdOfTopic(topic);
      const prev = chains.get(deviceId) ?? Promise.resolve();
      const next = prev.then(() => applyStatus(deviceId, payload, packet.retain === true));
      const tail = next.catch(() => {});
      chains.set(deviceId, tail);
      void tail.then(() => {
        if (chains.get(deviceId) === tail) chains.delete(deviceId);
      });
      return next;
    },
    sweep,
    checkRates,
    recordChange: async (row, status, reason, detail) => changed([row], reason, status, detail),
    async close() {
      for (const t of timers) clearInterval(t);
      await unsubscribe?.().catch(() => {});
      await flushSeen().catch(() => {});
    },
  };
}
