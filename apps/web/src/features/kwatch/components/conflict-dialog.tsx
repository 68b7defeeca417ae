// The entry editor's stale save: the shared conflict dialog with a watch entry's fields, each read the
// way the history and the read-only view show it.
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { useTranslation } from 'react-i18next';

import { ConflictDialog, type ConflictChoice } from '../../../components/ui/conflict-dialog';
import type { OverlayProps } from '../../../lib/overlay';
import { useAppLocale } from '../../../lib/use-locale';
import { differingFields, type FormValues } from '../form-values';
import { fieldValueText } from './entry-values';

export function EntryConflictDialog({
  current,
  mine,
  districtName,
  ...overlay
}: OverlayProps<ConflictChoice> & { current: WatchEntry; mine: FormValues; districtName: (code: string) => string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  return (
    <ConflictDialog
      {...overlay}
      area="kwatch"
      current={current}
      mine={mine}
      fields={differingFields(mine, current)}
      label={(f) => t(`kwatch.fields.${f}`)}
      format={(f, v) => fieldValueText(f, v, { t, locale, districtName })}
      dismissLabel={t('kwatch.actions.cancel')}
    />
  );
}
