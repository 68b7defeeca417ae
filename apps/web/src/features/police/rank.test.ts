import { describe, expect, it } from 'vitest';

import { officerTitle, personName, rankAbbr, rankGroups, rankName } from './rank';

const somchai = { rank: 'pol-col', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', firstNameEn: 'Somchai', lastNameEn: 'Jaidee' };

describe('ranks', () => {
  it('abbreviation and name in each language', () => {
    expect(rankAbbr('pol-col', 'th')).toBe('พ.ต.อ.');
    expect(rankAbbr('pol-col', 'en')).toBe('Pol. Col.');
    expect(rankName('pol-sgt-maj', 'th')).toBe('จ่าสิบตำรวจ');
    expect(rankName('pol-sgt-maj', 'en')).toBe('Police Sergeant Major');
  });
  it('an unknown code is shown as it is', () => {
    expect(rankAbbr('nope', 'th')).toBe('nope');
  });
  it('officer title: rank abbreviation then name', () => {
    expect(officerTitle(somchai, 'th')).toBe('พ.ต.อ. สมชาย ใจดี');
    expect(officerTitle(somchai, 'en')).toBe('Pol. Col. Somchai Jaidee');
  });
  it('English falls back to the Thai name', () => {
    expect(personName({ ...somchai, firstNameEn: null, lastNameEn: null }, 'en')).toBe('สมชาย ใจดี');
  });
  it('groups: commissioned then non-commissioned, every rank once', () => {
    const groups = rankGroups();
    expect(groups.map((g) => g.commissioned)).toEqual([true, false]);
    expect(groups[0]?.ranks[0]?.code).toBe('pol-gen');
    expect(groups[1]?.ranks.map((r) => r.code)).toContain('pol-sen-sgt-maj');
    expect(groups.flatMap((g) => g.ranks)).toHaveLength(14);
  });
});
