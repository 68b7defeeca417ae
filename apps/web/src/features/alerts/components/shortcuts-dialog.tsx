// "?": the console's keyboard shortcuts.
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import type { OverlayProps } from '../../../lib/overlay';
import { SHORTCUTS } from '../keyboard';

export function ShortcutsDialog({ open, close, onAfterLeave }: OverlayProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close()}
      onAfterLeave={onAfterLeave}
      testId="shortcuts-dialog"
      title={t('watchman.keys.title')}
      description={t('watchman.keys.typing')}
      footer={<Button onClick={() => close()}>{t('common.close')}</Button>}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((s) => (
          <div key={s.label} className="contents">
            <dt className="flex items-center gap-1 justify-self-start">
              {s.keys.map((k, i) => (
                <span key={k} className="flex items-center gap-1">
                  {i > 0 ? <span className="text-xs text-neutral-500 dark:text-neutral-400">{t('watchman.keys.or')}</span> : null}
                  <kbd className="min-w-7 rounded border border-neutral-300 bg-neutral-50 px-1.5 py-0.5 text-center font-mono text-xs dark:border-neutral-600 dark:bg-neutral-800">{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(`watchman.keys.${s.label}`)}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
