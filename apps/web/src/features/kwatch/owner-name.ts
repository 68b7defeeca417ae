// Whose watch entry it is, in words: "You" for the signed-in user's own, else the owner's name in the
// reader's language (English when their account has an English name); null when nobody owns it.
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';

import type { AppLocale } from '../../lib/format';

export type EntryOwner = Pick<WatchEntry, 'ownerId' | 'ownerName' | 'ownerNameEn'>;

export function ownerName(
  entry: EntryOwner,
  me: string | undefined,
  locale: AppLocale,
  you: string,
): string | null {
  if (!entry.ownerId) return null;
  if (entry.ownerId === me) return you;
  return (locale === 'en' ? entry.ownerNameEn : null) ?? entry.ownerName;
}
