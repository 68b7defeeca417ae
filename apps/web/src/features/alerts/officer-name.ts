// An officer as an alert names them: rank abbreviation and name ("ร.ต.อ. สมชาย ใจดี", "Pol. Capt. สมชาย ใจดี").
import { rankByCode } from '@yaam/shared/thai';

import type { AppLocale } from '../../lib/format';

export interface NamedOfficer {
  rank: string;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn?: string | null;
  lastNameEn?: string | null;
}

export function officerName(o: NamedOfficer, locale: AppLocale): string {
  const rank = rankByCode(o.rank);
  const abbr = rank ? (locale === 'th' ? rank.abbr : rank.abbrEn) : o.rank;
  const en = [o.firstNameEn, o.lastNameEn].filter(Boolean).join(' ');
  const name = locale === 'en' && en ? en : `${o.firstNameTh} ${o.lastNameTh}`;
  return `${abbr} ${name}`.trim();
}
