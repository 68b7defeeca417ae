import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deviceIdOfTopic, devicePublishAllowed, isPlainPlateRead, plateReadSchema, topics } from './topics';

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

describe('isPlainPlateRead', () => {
  // Each field mostly a value the schema takes (bounds included), sometimes one just past a bound or
  // of the wrong type, or absent: about a third of the reads are valid, the rest fail on one field or two.
  const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });
  const wrong = fc.constantFrom<unknown>(null, 7, true, [], {}, Number.NaN, Infinity);
  const text = (min: number, max: number) =>
    mostly(fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: max, maxLength: max }), fc.constant('😀'.slice(0, Math.max(min, 2)))), fc.oneof(fc.string({ minLength: max + 1, maxLength: max + 2 }), fc.constantFrom('', 'a\u0000b', '\u0000', 'x\ud800', '\udc00y', '\ud83d'), wrong));
  const num = (min: number, max: number) => mostly(fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max, -0)), fc.oneof(fc.constantFrom(min - 0.001, max + 0.001, '1'), wrong));
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });
  const capturedAt = mostly(
    fc.oneof(
      fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('2026-11-25T10:07:00+07:00', '2026-11-25T10:07:00.123456-03:30', '2026-11-25T10:07:00Z', '2024-02-29T10:07:00Z'),
    ),
    fc.oneof(
      fc.constantFrom('2026-11-25T10:07Z', '2026-11-25T10:07:00', '2026-02-29T10:07:00Z', '2026-11-25 10:07:00Z', '2026-11-25T24:00:00Z', '2026-11-25T10:07:00+24:00', '2026-11-31T10:07:00Z'),
      wrong,
    ),
  );
  const vehicle = mostly(fc.record({ type: optional(text(0, 32)), color: optional(text(0, 32)), make: optional(text(0, 64)), extra: optional(fc.string()) }, { requiredKeys: [] }), wrong);
  const read = fc.record(
    {
      id: text(1, 128),
      plate: text(1, 32),
      province: optional(text(0, 64)),
      capturedAt,
      confidence: optional(num(0, 1)),
      vehicle: optional(vehicle),
      lat: optional(num(-90, 90)),
      lng: optional(num(-180, 180)),
      heading: optional(num(0, 360)),
      unknownKey: optional(fc.string()),
    },
    { requiredKeys: ['id', 'plate', 'capturedAt'] },
  );

  it('accepts exactly what the schema accepts, for reads without an imageUrl', () => {
    let valid = 0;
    fc.assert(
      fc.property(read, (value) => {
        const accepted = plateReadSchema.safeParse(value).success;
        if (accepted) valid++;
        expect(isPlainPlateRead(value)).toBe(accepted);
      }),
      { numRuns: 5000 },
    );
    // The generator must reach both sides of every bound, not only refusals.
    expect(valid).toBeGreaterThan(1000);
  });

  it('never accepts what the schema refuses, whatever the value', () => {
    const withUrl = read.chain((r) => fc.oneof(fc.constantFrom('https://cam.example/1.jpg', 'http://10.0.0.7/a b.jpg', 'ftp://cam.example/1.jpg', 'https://cam.example/\u0000.jpg'), fc.string(), wrong).map((imageUrl) => ({ ...r, imageUrl })));
    const missing = read.chain((r) => fc.constantFrom('id', 'plate', 'capturedAt').map((key) => ({ ...r, [key]: undefined })));
    fc.assert(
      fc.property(fc.oneof(fc.anything({ maxDepth: 2 }), withUrl, missing, read), (value) => {
        if (isPlainPlateRead(value)) expect(plateReadSchema.safeParse(value).success).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('takes a typical camera read', () => {
    const typical = { id: 'cam-001-42', plate: '1กข 1234', province: 'กรุงเทพมหานคร', capturedAt: '2026-11-25T10:07:00.000Z', confidence: 0.93, vehicle: { type: 'sedan', color: 'white', make: 'Toyota' }, heading: 90 };
    expect(isPlainPlateRead(typical)).toBe(true);
    expect(isPlainPlateRead({ ...typical, imageUrl: 'https://cam.example/1.jpg' })).toBe(false);
    expect(plateReadSchema.safeParse({ ...typical, imageUrl: 'https://cam.example/1.jpg' }).success).toBe(true);
  });

  it('refuses text PostgreSQL cannot store, naming the field', () => {
    const at = '2026-11-25T10:07:00.000Z';
    for (const [read, field] of [
      [{ id: 'r\u00001', plate: '1กข1234', capturedAt: at }, 'id'],
      [{ id: 'r1', plate: '1กข\ud8001234', capturedAt: at }, 'plate'],
      [{ id: 'r1', plate: '1กข1234', capturedAt: at, vehicle: { make: 'To\u0000yota' } }, 'vehicle.make'],
      [{ id: 'r1', plate: '1กข1234', capturedAt: at, imageUrl: 'https://cam.example/\u0000.jpg' }, 'imageUrl'],
    ] as const) {
      expect(isPlainPlateRead(read)).toBe(false);
      const parsed = plateReadSchema.safeParse(read);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path.join('.')).toBe(field);
    }
  });
});
