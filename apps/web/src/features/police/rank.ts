// Ranks and names as people read them: "พ.ต.อ. สมชาย ใจดี" in Thai, "Pol. Col. Somchai Jaidee" in English.
import type { Officer } from '@yaam/shared/contracts/police';
import { rankByCode, RANKS, type Rank } from '@yaam/shared/thai';

import type { AppLocale } from '../../lib/format';

export function rankAbbr(code: string, locale: AppLocale): string {
  const rank = rankByCode(code);
  if (!rank) return code;
  return locale === 'th' ? rank.abbr : rank.abbrEn;
}

export function rankName(code: string, locale: AppLocale): string {
  const rank = rankByCode(code);
  if (!rank) return code;
  return locale === 'th' ? rank.th : rank.en;
}

type Named = Pick<Officer, 'firstNameTh' | 'lastNameTh' | 'firstNameEn' | 'lastNameEn'>;

/** The name in the user's language; English falls back to Thai when no English name is on file. */
export function personName(o: Named, locale: AppLocale): string {
  if (locale === 'en' && (o.firstNameEn || o.lastNameEn)) return [o.firstNameEn, o.lastNameEn].filter(Boolean).join(' ');
  return `${o.firstNameTh} ${o.lastNameTh}`;
}

/** Rank abbreviation and name: "พ.ต.อ. สมชาย ใจดี". */
export function officerTitle(o: Named & Pick<Officer, 'rank'>, locale: AppLocale): string {
  return `${rankAbbr(o.rank, locale)} ${personName(o, locale)}`;
}

/** Ranks for a picker: commissioned (สัญญาบัตร) first, then non-commissioned (ประทวน), highest first in each. */
export function rankGroups(): Array<{ commissioned: boolean; ranks: Rank[] }> {
  return [true, false].map((commissioned) => ({ commissioned, ranks: RANKS.filter((r) => r.commissioned === commissioned) }));
}
