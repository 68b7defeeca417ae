// The officer form's stale save: the shared conflict dialog with an officer's fields, ranks and
// statuses in words and districts by name.
import type { Officer } from '@yaam/shared/contracts/police';
import { useTranslation } from 'react-i18next';

import { ConflictDialog, valueText, type ConflictChoice } from '../../../components/ui/conflict-dialog';
import type { OverlayProps } from '../../../lib/overlay';
import { useAppLocale } from '../../../lib/use-locale';
import { differingFields, type FormField, type FormValues } from '../form-values';
import { rankAbbr } from '../rank';

export function OfficerConflictDialog({
  current,
  mine,
  districtName,
  ...overlay
}: OverlayProps<ConflictChoice> & {
  current: Officer;
  mine: FormValues;
  districtName: (code: string | null) => string;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const named: Partial<Record<FormField, (v: string) => string>> = {
    rank: (v) => rankAbbr(v, locale),
    status: (v) => t(`police.status.${v}`),
    districtCode: districtName,
  };
  return (
    <ConflictDialog
      {...overlay}
      area="police"
      current={current}
      mine={mine}
      fields={differingFields(mine, current)}
      label={(f) => t(`police.fields.${f}`)}
      format={(f, v) => valueText(v, named[f])}
      dismissLabel={t('police.actions.cancel')}
    />
  );
}
