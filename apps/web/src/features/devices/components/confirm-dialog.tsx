// "Are you sure?" before an action that cuts a device off or removes it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import type { OverlayProps } from '../../../lib/overlay';

export function ConfirmDialog({
  open,
  close,
  onAfterLeave,
  title,
  description,
  body,
  confirmLabel,
  danger = true,
}: OverlayProps<boolean> & {
  title: string;
  description: string;
  body?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close(false)}
      onAfterLeave={onAfterLeave}
      testId="confirm-dialog"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" color="neutral" onClick={() => close(false)} data-testid="confirm-cancel">
            {t('devices.actions.cancel')}
          </Button>
          <Button color={danger ? 'error' : 'primary'} onClick={() => close(true)} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </ModalDialog>
  );
}
