// A stale save: who changed the record and when, what differs, and a conscious choice — take their
// version, or overwrite it with mine.
import type { Officer } from '@yaam/shared/contracts/police';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import type { OverlayProps } from '../../../lib/overlay';
import { useAppLocale } from '../../../lib/use-locale';
import { differingFields, type FormValues } from '../form-values';
import { rankAbbr } from '../rank';

export type ConflictChoice = 'reload' | 'overwrite';

export function ConflictDialog({
  open,
  close,
  onAfterLeave,
  current,
  mine,
  districtName,
}: OverlayProps<ConflictChoice> & {
  current: Officer;
  mine: FormValues;
  districtName: (code: string | null) => string;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const fields = differingFields(mine, current);
  const show = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'rank') return rankAbbr(String(v), locale);
    if (field === 'status') return t(`police.status.${String(v)}`);
    if (field === 'districtCode') return districtName(String(v));
    return String(v);
  };
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close()}
      onAfterLeave={onAfterLeave}
      wide
      testId="conflict-dialog"
      title={t('police.conflict.title')}
      description={t('police.conflict.description', {
        who: current.updatedBy ?? t('police.conflict.someone'),
        when: formatDateTime(current.updatedAt, locale),
      })}
      footer={
        <>
          <Button variant="ghost" color="neutral" onClick={() => close()}>
            {t('police.actions.cancel')}
          </Button>
          <Button
            variant="outline"
            color="neutral"
            onClick={() => close('reload')}
            data-testid="conflict-reload"
          >
            {t('police.conflict.reload')}
          </Button>
          <Button color="error" onClick={() => close('overwrite')} data-testid="conflict-overwrite">
            {t('police.conflict.overwrite')}
          </Button>
        </>
      }
    >
      {fields.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-neutral-600 dark:text-neutral-300">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('police.conflict.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('police.conflict.theirs')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('police.conflict.mine')}
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
                    {t(`police.fields.${f}`)}
                  </th>
                  <td className="py-1.5 pr-3 break-all">{show(f, current[f])}</td>
                  <td className="py-1.5 break-all">{show(f, mine[f])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm">{t('police.conflict.same')}</p>
      )}
    </ModalDialog>
  );
}

export function LeaveDialog({ open, close, onAfterLeave }: OverlayProps<boolean>) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close(false)}
      onAfterLeave={onAfterLeave}
      testId="leave-dialog"
      title={t('police.leave.title')}
      description={t('police.leave.description')}
      footer={
        <>
          <Button variant="outline" color="neutral" onClick={() => close(false)} data-testid="leave-stay">
            {t('police.leave.stay')}
          </Button>
          <Button color="error" onClick={() => close(true)} data-testid="leave-discard">
            {t('police.leave.discard')}
          </Button>
        </>
      }
    />
  );
}
