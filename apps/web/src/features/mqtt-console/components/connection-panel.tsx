// The one realtime connection: its state (SPEC §4: connected, reconnecting, closed, offline, ended,
// plus not yet connected and connecting), when that last changed, and where it connects.
import { PlugZap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { useAppLocale } from '../../../lib/use-locale';
import { useConnectionDetails, useConnectionState, type ConnectionState } from '../../../realtime/connection';
import { formatExact, formatRelative } from '../time-format';
import { useNow } from '../use-now';
import { Card } from './card';
import { MONO } from './mono';

const TONE: Record<ConnectionState, string> = {
  idle: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200',
  connecting: 'bg-yellow-50 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  connected: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  reconnecting: 'bg-yellow-50 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  closed: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200',
  offline: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  ended: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200',
};
const DOT: Record<ConnectionState, string> = {
  idle: 'bg-neutral-400',
  connecting: 'bg-yellow-500 animate-pulse',
  connected: 'bg-green-500',
  reconnecting: 'bg-yellow-500 animate-pulse',
  closed: 'bg-neutral-400',
  offline: 'bg-red-500',
  ended: 'bg-neutral-400',
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="min-w-0 break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function ConnectionPanel() {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const state = useConnectionState();
  const details = useConnectionDetails();
  // The clock ticks each second; a change since the last tick is "now", not "in a moment".
  const now = useNow();
  const none = <span className="text-neutral-500 dark:text-neutral-400">—</span>;
  return (
    <Card id="mqtt-connection" title={t('mqtt.connection.title')} icon={PlugZap} testId="mqtt-connection">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span
          role="status"
          data-testid="connection-state"
          data-state={state}
          className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium', TONE[state])}
        >
          <span className={cn('h-2.5 w-2.5 rounded-full', DOT[state])} aria-hidden />
          {t(`realtime.${state}`)}
        </span>
      </div>
      <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-300">{t(`mqtt.connection.hints.${state}`)}</p>
      <dl className="divide-y divide-neutral-100 dark:divide-neutral-800">
        <Row label={t('mqtt.connection.since')} testId="connection-since">
          <span className="block">{formatRelative(details.since, Math.max(now, details.since), locale)}</span>
          <time dateTime={new Date(details.since).toISOString()} className="block text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
            {formatExact(details.since, locale)}
          </time>
        </Row>
        <Row label={t('mqtt.connection.broker')} testId="connection-url">
          {details.url ? <span className={cn(MONO, 'text-xs')}>{details.url}</span> : none}
        </Row>
        <Row label={t('mqtt.connection.clientId')} testId="connection-client-id">
          {details.clientId ? <span className={cn(MONO, 'text-xs')}>{details.clientId}</span> : none}
        </Row>
        <Row label={t('mqtt.connection.protocol')} testId="connection-protocol">
          {details.protocolVersion ? t(`mqtt.connection.protocols.v${details.protocolVersion}`) : none}
        </Row>
      </dl>
    </Card>
  );
}
