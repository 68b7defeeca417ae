// An officer for those who may read but not change: the same facts as the form, as text.
import type { Officer } from '@yaam/shared/contracts/police';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDistrictNames } from '../../../lib/districts';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import { personName, rankName } from '../rank';
import { StatusBadge } from './status-badge';

export function OfficerFacts({ officer }: { officer: Officer }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const districtName = useDistrictNames(locale);
  const rows: Array<[string, ReactNode]> = [
    ['badgeNo', <span className="font-mono">{officer.badgeNo}</span>],
    ['rank', rankName(officer.rank, locale)],
    ['name', personName(officer, 'th')],
    ['nameEn', [officer.firstNameEn, officer.lastNameEn].filter(Boolean).join(' ')],
    ['position', officer.position],
    ['districtCode', districtName(officer.districtCode)],
    ['phone', officer.phone],
    ['email', officer.email],
    ['status', <StatusBadge status={officer.status} />],
    [
      'updatedAt',
      `${formatDateTime(officer.updatedAt, locale)}${officer.updatedBy ? ` · ${officer.updatedBy}` : ''}`,
    ],
  ];
  return (
    <dl
      className="grid gap-x-6 gap-y-3 rounded-xl border border-neutral-200 p-4 sm:grid-cols-[12rem_1fr] sm:p-5 dark:border-neutral-800"
      data-testid="officer-facts"
    >
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-sm text-neutral-500 dark:text-neutral-400">{t(`police.fields.${key}`)}</dt>
          <dd className="-mt-2 break-words sm:mt-0">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
