import { DEVICE_KINDS, DEVICE_SORT_FIELDS, DEVICE_STATUSES } from '@yaam/shared/contracts/devices';
import { topicLevelSchema } from '@yaam/shared/topics';
import { describe, expect, it } from 'vitest';

import {
  DEVICE_ID_RE,
  deviceApiQuery,
  isFiltered,
  KINDS,
  parseDeviceSearch,
  resolveDeviceSearch,
  SORT_FIELDS,
  STATUSES,
  withFilter,
  withSort,
} from './device-search';

describe('device list search in the address', () => {
  it('keeps the light copies of the contract lists in step', () => {
    expect(KINDS).toEqual(DEVICE_KINDS);
    expect(STATUSES).toEqual(DEVICE_STATUSES);
    expect(SORT_FIELDS).toEqual(DEVICE_SORT_FIELDS);
  });

  it('accepts the same device ids as the topic-level schema', () => {
    for (const id of [
      'cam-001',
      'A',
      'x.y_z-1',
      'a'.repeat(64),
      '-cam',
      '.x',
      'a/b',
      'a+b',
      'a#',
      '',
      'a'.repeat(65),
      'กล้อง',
      'a b',
    ]) {
      expect(DEVICE_ID_RE.test(id), id).toBe(topicLevelSchema.safeParse(id).success);
    }
  });

  it('keeps valid, non-default values and drops the rest', () => {
    expect(
      parseDeviceSearch({
        q: '  cam ',
        status: 'online',
        kind: 'cctv',
        district: 'bkk-01',
        enabled: 'false',
        flagged: true,
        sort: 'lastSeenAt',
        order: 'desc',
        page: '3',
        pageSize: 50,
      }),
    ).toEqual({
      q: 'cam',
      status: 'online',
      kind: 'cctv',
      district: 'BKK-01',
      enabled: false,
      flagged: true,
      sort: 'lastSeenAt',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(
      parseDeviceSearch({
        status: 'broken',
        kind: 'drone',
        district: 'a b',
        enabled: 'maybe',
        flagged: false,
        sort: 'secret',
        order: 'up',
        page: 0,
        pageSize: 7,
      }),
    ).toEqual({});
    expect(parseDeviceSearch({ sort: 'id', order: 'asc', page: 1, pageSize: 25, q: '   ' })).toEqual({});
    expect(parseDeviceSearch({ enabled: true })).toEqual({ enabled: true });
  });

  it('a filter change goes back to page 1; sorting the same column flips the order', () => {
    expect(withFilter({ page: 4, status: 'online' }, { kind: 'mobile' })).toEqual({
      status: 'online',
      kind: 'mobile',
    });
    expect(withSort({ page: 2 }, 'id')).toEqual({ order: 'desc' });
    expect(withSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name' });
    expect(withSort({ sort: 'name' }, 'status')).toEqual({ sort: 'status' });
  });

  it('builds the API query, nothing empty', () => {
    expect(deviceApiQuery({})).toEqual({ sort: 'id', order: 'asc', page: 1, pageSize: 25 });
    expect(
      deviceApiQuery({
        q: 'x',
        enabled: false,
        flagged: true,
        district: 'D1',
        kind: 'cctv',
        status: 'offline',
      }),
    ).toEqual({
      sort: 'id',
      order: 'asc',
      page: 1,
      pageSize: 25,
      q: 'x',
      enabled: 'false',
      rateDrop: 'true',
      district: 'D1',
      kind: 'cctv',
      status: 'offline',
    });
  });

  it('knows when a filter is on', () => {
    expect(isFiltered(resolveDeviceSearch({}))).toBe(false);
    expect(isFiltered({ enabled: false })).toBe(true);
    expect(isFiltered({ flagged: true })).toBe(true);
    expect(isFiltered({ sort: 'name', page: 3 })).toBe(false);
  });
});
