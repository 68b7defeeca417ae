import { describe, expect, it } from 'vitest';

import { ownerName } from './owner-name';

const somchai = { ownerId: 'u-1', ownerName: 'สมชาย ใจดี', ownerNameEn: 'Somchai Jaidee' };

describe('owner names', () => {
  it('says "you" for the signed-in user\'s own entries', () => {
    expect(ownerName(somchai, 'u-1', 'th', 'ท่าน')).toBe('ท่าน');
  });
  it("gives someone else's name in the reader's language, Thai when there is no English name", () => {
    expect(ownerName(somchai, 'u-2', 'th', 'ท่าน')).toBe('สมชาย ใจดี');
    expect(ownerName(somchai, 'u-2', 'en', 'You')).toBe('Somchai Jaidee');
    expect(ownerName({ ...somchai, ownerNameEn: null }, 'u-2', 'en', 'You')).toBe('สมชาย ใจดี');
  });
  it('is nobody for an entry without an owner', () => {
    expect(ownerName({ ownerId: null, ownerName: null, ownerNameEn: null }, 'u-2', 'th', 'ท่าน')).toBeNull();
  });
});
