// A modal dialog (Radix) for overlays (lib/overlay.ts): opened, closed with a result, unmounted after
// leaving. No exit animation, so leaving is the next tick after closing.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';

import { cn } from './cn';

export function ModalDialog({
  open,
  onDismiss,
  onAfterLeave,
  title,
  description,
  children,
  footer,
  wide = false,
  testId,
}: {
  open: boolean;
  onDismiss: () => void;
  onAfterLeave?: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  useEffect(() => {
    if (open || !onAfterLeave) return;
    const t = setTimeout(onAfterLeave, 0);
    return () => clearTimeout(t);
  }, [open, onAfterLeave]);
  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => !o && onDismiss()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <RadixDialog.Content
          data-testid={testId}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-neutral-200 bg-white p-5 shadow-xl dark:border-neutral-800 dark:bg-neutral-900',
            wide ? 'max-w-2xl' : 'max-w-md',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{description}</RadixDialog.Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
