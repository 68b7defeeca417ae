// A stale save, shown inside the device form: who changed the device and when, what differs, and a
// conscious choice — take their version, or overwrite it with mine.
import type { Device } from '@yaam/shared/contracts/devices';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import { useDistrictNames } from '../districts';
import { differingFields, type DeviceFormField, type DeviceFormValues } from '../form-values';

export type ConflictChoice = 'back' | 'reload' | 'overwrite';

export function DeviceConflict({
  current,
  mine,
  onChoose,
  busy,
}: {
  current: Device;
  mine: DeviceFormValues;
  onChoose: (c: ConflictChoice) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const districtName = useDistrictNames(locale);
  const fields = differingFields(mine, current);
  const show = (field: DeviceFormField, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'kind') return t(`devices.kind.${String(v)}`);
    if (field === 'enabled') return t(v ? 'devices.enabled.yes' : 'devices.enabled.no');
    if (field === 'districtCode') return districtName(String(v));
    return String(v);
  };
  return (
    <div
      data-testid="conflict-dialog"
      role="alertdialog"
      aria-labelledby="device-conflict-title"
      aria-describedby="device-conflict-description"
    >
      <h3 id="device-conflict-title" className="font-semibold">
        {t('devices.conflict.title')}
      </h3>
      <p id="device-conflict-description" className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
        {t('devices.conflict.description', {
          who: current.updatedBy ?? t('devices.conflict.someone'),
          when: formatDateTime(current.updatedAt, locale),
        })}
      </p>
      {fields.length ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-neutral-600 dark:text-neutral-300">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('devices.conflict.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('devices.conflict.theirs')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('devices.conflict.mine')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {fields.map((f) => (
                <tr key={f} data-conflict-field={f}>
                  <th
                    scope="row"
                    className="py-1.5 pr-3 text-left font-normal text-neutral-600 dark:text-neutral-400"
                  >
                    {t(`devices.fields.${f}`)}
                  </th>
                  <td className="py-1.5 pr-3 break-all">{show(f, current[f])}</td>
                  <td className="py-1.5 break-all">{show(f, mine[f])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm">{t('devices.conflict.same')}</p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" color="neutral" onClick={() => onChoose('back')} disabled={busy}>
          {t('devices.conflict.back')}
        </Button>
        <Button
          variant="outline"
          color="neutral"
          onClick={() => onChoose('reload')}
          disabled={busy}
          data-testid="conflict-reload"
        >
          {t('devices.conflict.reload')}
        </Button>
        <Button
          color="error"
          onClick={() => onChoose('overwrite')}
          disabled={busy}
          data-testid="conflict-overwrite"
        >
          {t('devices.conflict.overwrite')}
        </Button>
      </div>
    </div>
  );
}
