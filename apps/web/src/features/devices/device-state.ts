// Realtime hints applied to what the page already holds: a `…/state` message to a device (list rows,
// the device page), a stored read to the device page's recent reads and read-rate chart. Pure, so the
// rules are tested without a broker; unchanged input comes back as the same object (no re-render).
import {
  deviceStateMessageSchema,
  type Device,
  type DeviceStateMessage,
} from '@yaam/shared/contracts/devices';
import type { Read } from '@yaam/shared/contracts/reads';

export interface DevicePageData {
  items: Device[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RateData {
  deviceId: string;
  items: Array<{ minute: string; count: number }>;
  total: number;
  usualPerHour: number | null;
}

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : ms(b) > ms(a) ? b : a);

/**
 * A message on `yaam/v1/devices/{id}/state`. The id comes from the topic; `state` is null when the
 * payload is empty (the device was deleted: its retained state is cleared) or not a state.
 */
export function parseStateMessage(
  topic: string,
  payload: unknown,
): { deviceId: string; state: DeviceStateMessage | null } | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[2] !== 'devices' || parts[4] !== 'state' || !parts[3]) return null;
  const parsed = deviceStateMessageSchema.safeParse(payload);
  const state = parsed.success && parsed.data.deviceId === parts[3] ? parsed.data : null;
  return { deviceId: parts[3], state };
}

/**
 * The device after a state message. A retained message older than the status the page already shows
 * leaves the status alone; last seen never goes backwards (the server writes it every few seconds
 * without publishing).
 */
export function applyState(device: Device, msg: DeviceStateMessage): Device {
  if (device.id !== msg.deviceId) return device;
  const stale = device.statusChangedAt !== null && ms(msg.at) < ms(device.statusChangedAt);
  const next: Device = {
    ...device,
    lastSeenAt: later(device.lastSeenAt, msg.lastSeenAt),
    ...(stale
      ? {}
      : {
          status: msg.status,
          enabled: msg.enabled,
          rateDropSince: msg.rateDropSince,
          statusChangedAt: device.status !== msg.status ? msg.at : device.statusChangedAt,
        }),
  };
  const same =
    next.status === device.status &&
    next.enabled === device.enabled &&
    next.lastSeenAt === device.lastSeenAt &&
    next.rateDropSince === device.rateDropSince &&
    next.statusChangedAt === device.statusChangedAt;
  return same ? device : next;
}

export function applyStateToPage<P extends DevicePageData>(
  page: P | undefined,
  msg: DeviceStateMessage,
): P | undefined {
  if (!page) return page;
  let changed = false;
  const items = page.items.map((d) => {
    const n = applyState(d, msg);
    if (n !== d) changed = true;
    return n;
  });
  return changed ? { ...page, items } : page;
}

/** A new read on top of the recent reads, once, at most `limit` kept. */
export function prependRead(
  list: { items: Read[] } | undefined,
  read: Read,
  limit: number,
): { items: Read[] } | undefined {
  if (!list) return list;
  if (list.items.some((r) => r.id === read.id)) return list;
  const items = [read, ...list.items].sort((a, b) => ms(b.capturedAt) - ms(a.capturedAt)).slice(0, limit);
  return { ...list, items };
}

/** Counts a new read in the per-minute chart when its minute is on it. */
export function addReadToRate(
  rate: RateData | undefined,
  read: Pick<Read, 'capturedAt'>,
): RateData | undefined {
  if (!rate) return rate;
  const minute = Math.floor(ms(read.capturedAt) / 60_000) * 60_000;
  const i = rate.items.findIndex((it) => ms(it.minute) === minute);
  if (i < 0) return rate;
  const items = rate.items.map((it, j) => (j === i ? { ...it, count: it.count + 1 } : it));
  return { ...rate, items, total: rate.total + 1 };
}

/** The device after one of its reads arrived: seen then, one more read in the last hour. */
export function applyRead(device: Device, read: Pick<Read, 'deviceId' | 'capturedAt'>): Device {
  if (device.id !== read.deviceId) return device;
  return {
    ...device,
    lastSeenAt: later(device.lastSeenAt, read.capturedAt),
    readsLastHour: device.readsLastHour + 1,
  };
}
