// "Leave without saving?" before unsaved changes of a page's form are dropped (a router blocker opens
// it); closes with true to leave. The texts are the area's own (`<area>.leave.*`).
import { useTranslation } from 'react-i18next';

import type { OverlayProps } from '../../lib/overlay';
import { Button } from './button';
import { ModalDialog } from './dialog';

/** The messages under `<area>.leave` the dialog shows. */
export const LEAVE_MESSAGES = ['title', 'description', 'stay', 'discard'] as const;

export function LeaveDialog({ open, close, onAfterLeave, area }: OverlayProps<boolean> & { area: string }) {
  const { t } = useTranslation();
  const text = (key: (typeof LEAVE_MESSAGES)[number]) => t(`${area}.leave.${key}`);
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close(false)}
      onAfterLeave={onAfterLeave}
      testId="leave-dialog"
      title={text('title')}
      description={text('description')}
      footer={
        <>
          <Button variant="outline" color="neutral" onClick={() => close(false)} data-testid="leave-stay">
            {text('stay')}
          </Button>
          <Button color="error" onClick={() => close(true)} data-testid="leave-discard">
            {text('discard')}
          </Button>
        </>
      }
    />
  );
}
