// Shows the state of the realtime connection (connected, reconnecting, closed, offline, ended).
import { useTranslation } from 'react-i18next';

import { cn } from '../components/ui/cn';
import { useConnectionState, type ConnectionState } from '../realtime/connection';

const dot: Record<ConnectionState, string> = {
  idle: 'bg-neutral-400',
  connecting: 'bg-yellow-500 animate-pulse',
  connected: 'bg-green-500',
  reconnecting: 'bg-yellow-500 animate-pulse',
  closed: 'bg-neutral-400',
  offline: 'bg-red-500',
  ended: 'bg-neutral-400',
};

export function RealtimeBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const state = useConnectionState();
  return (
    <span
      role="status"
      data-testid="realtime-badge"
      data-state={state}
      title={`${t('realtime.label')}: ${t(`realtime.${state}`)}`}
      className={cn('inline-flex items-center gap-2 rounded-full border border-neutral-200 px-2.5 py-1 text-xs text-neutral-700 dark:border-neutral-700 dark:text-neutral-200', className)}
    >
      <span className={cn('h-2 w-2 rounded-full', dot[state])} aria-hidden />
      <span className="sr-only">{t('realtime.label')}: </span>
      <span>{t(`realtime.${state}`)}</span>
    </span>
  );
}
