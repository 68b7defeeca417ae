import { describe, expect, it } from 'vitest';

import { pubacks } from './server-client';

describe('pubacks', () => {
  it('writes one four-byte PUBACK per id, in order', () => {
    expect([...pubacks([1, 0x1234, 65535])]).toEqual([0x40, 2, 0, 1, 0x40, 2, 0x12, 0x34, 0x40, 2, 0xff, 0xff]);
    expect(pubacks([]).length).toBe(0);
  });
});
