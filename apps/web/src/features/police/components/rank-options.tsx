// The <option>s of a rank picker, grouped commissioned / non-commissioned, labelled in the user's language.
import { useTranslation } from 'react-i18next';

import type { AppLocale } from '../../../lib/format';
import { rankGroups } from '../rank';

export function RankOptions({ locale }: { locale: AppLocale }) {
  const { t } = useTranslation();
  return rankGroups().map((g) => (
    <optgroup
      key={String(g.commissioned)}
      label={t(g.commissioned ? 'police.rankGroups.commissioned' : 'police.rankGroups.nonCommissioned')}
    >
      {g.ranks.map((r) => (
        <option key={r.code} value={r.code}>
          {locale === 'th' ? `${r.abbr} ${r.th}` : `${r.abbrEn} ${r.en}`}
        </option>
      ))}
    </optgroup>
  ));
}
