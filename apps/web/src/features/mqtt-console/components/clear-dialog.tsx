// Clearing the log cannot be undone (the messages are not stored anywhere else): ask first.
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import type { OverlayProps } from '../../../lib/overlay';

export function ClearDialog({ open, close, onAfterLeave, count }: OverlayProps<boolean> & { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close(false)}
      onAfterLeave={onAfterLeave}
      testId="clear-dialog"
      title={t('mqtt.log.clearTitle')}
      description={t('mqtt.log.clearDescription', { n: new Intl.NumberFormat(i18n.language).format(count) })}
      footer={
        <>
          <Button variant="outline" color="neutral" onClick={() => close(false)} data-testid="clear-cancel">
            {t('mqtt.log.clearCancel')}
          </Button>
          <Button color="error" onClick={() => close(true)} data-testid="clear-confirm">
            {t('mqtt.log.clearConfirm')}
          </Button>
        </>
      }
    />
  );
}
