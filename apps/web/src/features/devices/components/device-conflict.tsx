// A stale save, shown inside the device form: the shared conflict panel with a device's fields, kinds
// and the enabled switch in words and districts by name.
import type { Device } from '@yaam/shared/contracts/devices';
import { useTranslation } from 'react-i18next';

import { ConflictPanel, valueText, type ConflictChoice } from '../../../components/ui/conflict-dialog';
import { useDistrictNames } from '../../../lib/districts';
import { useAppLocale } from '../../../lib/use-locale';
import { differingFields, type DeviceFormField, type DeviceFormValues } from '../form-values';

export function DeviceConflict({
  current,
  mine,
  onChoose,
  busy,
}: {
  current: Device;
  mine: DeviceFormValues;
  onChoose: (c: ConflictChoice | 'back') => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const districtName = useDistrictNames(useAppLocale());
  const named: Partial<Record<DeviceFormField, (v: string) => string>> = {
    kind: (v) => t(`devices.kind.${v}`),
    enabled: (v) => t(v === 'true' ? 'devices.enabled.yes' : 'devices.enabled.no'),
    districtCode: districtName,
  };
  return (
    <ConflictPanel
      area="devices"
      current={current}
      mine={mine}
      fields={differingFields(mine, current)}
      label={(f) => t(`devices.fields.${f}`)}
      format={(f, v) => valueText(v, named[f])}
      dismissLabel={t('devices.conflict.back')}
      onChoose={onChoose}
      busy={busy}
    />
  );
}
