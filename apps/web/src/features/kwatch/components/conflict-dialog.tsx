// A stale save: who changed the entry and when, what differs, and a conscious choice — take their
// version, or overwrite it with mine. (The police area's dialog is typed to officers; this one has
// the same buttons and test ids.)
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import type { OverlayProps } from '../../../lib/overlay';
import { useAppLocale } from '../../../lib/use-locale';
import { differingFields, type FormValues } from '../form-values';
import { fieldValueText } from './entry-values';

export type ConflictChoice = 'reload' | 'overwrite';

export function ConflictDialog({
  open,
  close,
  onAfterLeave,
  current,
  mine,
  districtName,
}: OverlayProps<ConflictChoice> & { current: WatchEntry; mine: FormValues; districtName: (code: string) => string }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const fields = differingFields(mine, current);
  const show = (f: (typeof fields)[number], v: unknown) => fieldValueText(f, v, { t, locale, districtName });
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close()}
      onAfterLeave={onAfterLeave}
      wide
      testId="conflict-dialog"
      title={t('kwatch.conflict.title')}
      description={t('kwatch.conflict.description', {
        who: current.updatedBy ?? t('kwatch.conflict.someone'),
        when: formatDateTime(current.updatedAt, locale),
      })}
      footer={
        <>
          <Button variant="ghost" color="neutral" onClick={() => close()}>
            {t('kwatch.actions.cancel')}
          </Button>
          <Button variant="outline" color="neutral" onClick={() => close('reload')} data-testid="conflict-reload">
            {t('kwatch.conflict.reload')}
          </Button>
          <Button color="error" onClick={() => close('overwrite')} data-testid="conflict-overwrite">
            {t('kwatch.conflict.overwrite')}
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
                  {t('kwatch.conflict.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('kwatch.conflict.theirs')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('kwatch.conflict.mine')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {fields.map((f) => (
                <tr key={f} data-conflict-field={f}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-neutral-600 dark:text-neutral-400">
                    {t(`kwatch.fields.${f}`)}
                  </th>
                  <td className="py-1.5 pr-3 break-words">{show(f, current[f])}</td>
                  <td className="py-1.5 break-words">{show(f, mine[f])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm">{t('kwatch.conflict.same')}</p>
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
      title={t('kwatch.leave.title')}
      description={t('kwatch.leave.description')}
      footer={
        <>
          <Button variant="outline" color="neutral" onClick={() => close(false)} data-testid="leave-stay">
            {t('kwatch.leave.stay')}
          </Button>
          <Button color="error" onClick={() => close(true)} data-testid="leave-discard">
            {t('kwatch.leave.discard')}
          </Button>
        </>
      }
    />
  );
}
