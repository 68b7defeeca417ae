// The devices on the map, outside React: loaded from the API, then kept current by `…/state`
// messages. Messages are queued (the newest per device wins) and applied in batches, so a burst of a
// thousand status changes costs one source update and one render, not a thousand; the counts by
// status (everywhere and per district) follow each change instead of being counted again.
import type { DeviceStateMessage } from '@yaam/shared/contracts/devices';

import { applyDeviceState, countDevice, deviceStatusOf, hasLocation, noCounts, type LngLat, type MapDevice, type MapDeviceStatus, type StatusCounts } from './geo';

export interface StatusChange {
  id: string;
  status: MapDeviceStatus;
  districtCode: string | null;
}

export class DeviceStore {
  private devices = new Map<string, MapDevice>();
  private all: StatusCounts = noCounts();
  private byDistrict = new Map<string, StatusCounts>();
  private pending = new Map<string, DeviceStateMessage>();
  private listeners = new Set<() => void>();
  private changeListeners = new Set<(changes: StatusChange[]) => void>();
  /** Bumped by every change; React reads it through useSyncExternalStore. */
  version = 0;
  /** Bumped when the whole list is replaced (a new source data set, not a diff). */
  generation = 0;
  loaded = false;
  /** Messages of the last batch about devices not in the list (added since it was loaded). */
  unknown = 0;

  reset(list: readonly MapDevice[]) {
    this.devices = new Map(list.map((d) => [d.id, d]));
    this.all = noCounts();
    this.byDistrict = new Map();
    for (const d of list) {
      countDevice(this.all, d);
      if (!d.districtCode) continue;
      let c = this.byDistrict.get(d.districtCode);
      if (!c) this.byDistrict.set(d.districtCode, (c = noCounts()));
      countDevice(c, d);
    }
    this.loaded = true;
    this.generation++;
    // Messages that came before the list (retained states) apply on top of it.
    this.flush();
    this.bump();
  }

  queue(msg: DeviceStateMessage) {
    this.pending.set(msg.deviceId, msg);
  }

  get pendingCount() {
    return this.pending.size;
  }

  /** Applies the queued messages; returns the devices whose colour on the map changed. */
  flush(): StatusChange[] {
    if (!this.loaded || this.pending.size === 0) return [];
    const changes: StatusChange[] = [];
    let touched = false;
    this.unknown = 0;
    for (const [id, msg] of this.pending) {
      const before = this.devices.get(id);
      // A device added after the page loaded: the list is loaded again (use-map-data.ts).
      if (!before) {
        this.unknown++;
        continue;
      }
      const after = applyDeviceState(before, msg);
      if (after === before) continue;
      this.devices.set(id, after);
      touched = true;
      const status = deviceStatusOf(after);
      const was = deviceStatusOf(before);
      if (status === was) continue;
      changes.push({ id, status, districtCode: after.districtCode });
      if (!hasLocation(after)) continue;
      for (const c of [this.all, after.districtCode ? this.byDistrict.get(after.districtCode) : undefined]) {
        if (!c) continue;
        c[was]--;
        c[status]++;
      }
    }
    this.pending.clear();
    if (changes.length) for (const l of [...this.changeListeners]) l(changes);
    if (touched) this.bump();
    return changes;
  }

  /** Devices by status in `district` (or everywhere); a copy. */
  counts(district?: string): StatusCounts {
    const c = district ? this.byDistrict.get(district) : this.all;
    return c ? { ...c } : noCounts();
  }

  get(id: string): MapDevice | undefined {
    return this.devices.get(id);
  }

  /** A device's position, for reads and alerts that came without one. */
  at = (id: string): LngLat | null => {
    const d = this.devices.get(id);
    return d && hasLocation(d) ? [d.lng, d.lat] : null;
  };

  values(): IterableIterator<MapDevice> {
    return this.devices.values();
  }

  get size() {
    return this.devices.size;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Called with the colour changes of each batch (the devices layer turns them into a source diff). */
  onChanges(listener: (changes: StatusChange[]) => void) {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  getVersion = () => this.version;
  getGeneration = () => this.generation;

  private bump() {
    this.version++;
    for (const l of [...this.listeners]) l();
  }
}
