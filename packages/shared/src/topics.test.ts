import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deviceIdOfTopic, devicePublishAllowed, topics } from './topics';

/** The rule as first written (split the topic into its levels; a device id is one non-empty level). */
function bySplitting(deviceId: string, topic: string): boolean {
  const parts = topic.split('/');
  return deviceId !== '' && parts.length === 5 && parts[0] === 'yaam' && parts[1] === 'v1' && parts[2] === 'devices' && parts[3] === deviceId && (parts[4] === 'reads' || parts[4] === 'status');
}

describe('devicePublishAllowed', () => {
  it('lets a device publish its reads and status, and nothing else', () => {
    expect(devicePublishAllowed('cam-001', topics.deviceReads('cam-001'))).toBe(true);
    expect(devicePublishAllowed('cam-001', topics.deviceStatus('cam-001'))).toBe(true);
    for (const topic of [
      topics.deviceReads('cam-002'),
      topics.deviceReads('cam-0011'),
      topics.deviceReads('cam-00'),
      topics.deviceState('cam-001'),
      'yaam/v1/devices/cam-001/reads/x',
      'yaam/v1/devices/cam-001/readsx',
      'yaam/v1/devices/cam-001/read',
      'yaam/v1/devices/cam-001',
      'yaam/v1/devices/cam-001/',
      'yaam/v2/devices/cam-001/reads',
      'yaam/v1/devices//reads',
      topics.reads('BKK-LPN'),
      topics.sandbox('x'),
    ]) {
      expect(devicePublishAllowed('cam-001', topic), topic).toBe(false);
    }
    expect(devicePublishAllowed('', 'yaam/v1/devices//reads')).toBe(false);
    expect(devicePublishAllowed('a/b', 'yaam/v1/devices/a/b/reads')).toBe(false);
  });

  it('answers as splitting the topic into levels does, for any id and topic', () => {
    const level = fc.constantFrom('yaam', 'v1', 'devices', 'cam-001', 'cam-0011', 'cam', 'reads', 'status', 'state', '', 'x/y');
    const topic = fc.array(level, { minLength: 1, maxLength: 6 }).map((ls) => ls.join('/'));
    const id = fc.constantFrom('cam-001', 'cam', 'cam-0011', 'reads', 'x/y', '');
    fc.assert(fc.property(id, topic, (deviceId, t) => devicePublishAllowed(deviceId, t) === bySplitting(deviceId, t)));
    fc.assert(fc.property(fc.string(), fc.string(), (deviceId, t) => devicePublishAllowed(deviceId, t) === bySplitting(deviceId, t)));
  });
});

describe('deviceIdOfTopic', () => {
  it('finds the id in a device topic, and none elsewhere', () => {
    expect(deviceIdOfTopic(topics.deviceReads('cam-001'))).toBe('cam-001');
    expect(deviceIdOfTopic(topics.deviceStatus('x.y_z'))).toBe('x.y_z');
    expect(deviceIdOfTopic('yaam/v1/devices/cam-001')).toBe('');
    expect(deviceIdOfTopic(topics.reads('BKK-LPN'))).toBe('');
    expect(deviceIdOfTopic('yaam/v1/devices//reads')).toBe('');
  });
});
