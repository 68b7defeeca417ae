// One logged message: topic, time, size, QoS and retain, and its payload — JSON as a one-line summary
// that expands to the pretty-printed document, text as text, bytes as hex. Rendered as React text only.
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import type { AppLocale } from '../../../lib/format';
import type { LogEntry } from '../message-log';
import { formatSize, HEX_LIMIT } from '../payload';
import { formatClock, formatExact } from '../time-format';
import { MONO } from './mono';

const badge = 'rounded px-1.5 py-0.5 text-[11px] font-medium';

function Expandable({ summary, full, kind, testId }: { summary: string; full: string; kind: 'json' | 'text' | 'binary'; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        className="flex w-full min-w-0 items-start gap-1 rounded text-left hover:bg-neutral-100 dark:hover:bg-neutral-800"
        data-testid="payload-toggle"
        title={t(open ? 'mqtt.log.collapse' : 'mqtt.log.expand')}
      >
        <ChevronRight className={cn('mt-0.5 h-4 w-4 shrink-0 text-neutral-500 transition-transform', open && 'rotate-90')} aria-hidden />
        <span className="sr-only">{t(open ? 'mqtt.log.collapse' : 'mqtt.log.expand')} </span>
        <span className={cn('min-w-0 truncate text-xs', kind !== 'binary' && MONO, open ? 'text-neutral-500 dark:text-neutral-400' : 'text-neutral-800 dark:text-neutral-200')} data-testid="payload-summary" data-kind={kind}>
          {summary}
        </span>
      </button>
      {open ? (
        <pre
          id={id}
          className={cn(MONO, 'mt-1 max-h-96 overflow-auto rounded-md bg-neutral-50 p-2 text-xs whitespace-pre-wrap break-all text-neutral-900 dark:bg-neutral-950 dark:text-neutral-100')}
          data-testid={testId}
        >
          {full}
        </pre>
      ) : null}
    </div>
  );
}

export function MessageRow({ entry, locale }: { entry: LogEntry; locale: AppLocale }) {
  const { t, i18n } = useTranslation();
  const { payload } = entry;
  return (
    <li className="px-3 py-2.5" data-testid="message" data-topic={entry.topic} data-kind={payload.kind}>
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <code className={cn(MONO, 'min-w-0 basis-full text-sm font-medium break-all text-neutral-900 sm:basis-auto dark:text-neutral-50')} data-testid="message-topic">
          {entry.topic}
        </code>
        <span className="hidden flex-1 sm:block" />
        <time
          dateTime={new Date(entry.receivedAt).toISOString()}
          title={formatExact(entry.receivedAt, locale)}
          className="text-xs text-neutral-600 tabular-nums dark:text-neutral-400"
        >
          {formatClock(entry.receivedAt, locale)}
        </time>
        <span className="text-xs text-neutral-600 tabular-nums dark:text-neutral-400" data-testid="message-size">
          {formatSize(entry.size, i18n.language)}
        </span>
        <span className={cn(badge, 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200')} data-testid="message-qos">
          {t('mqtt.qosShort', { qos: entry.qos })}
        </span>
        {entry.retain ? (
          <span className={cn(badge, 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200')} data-testid="message-retained">
            {t('mqtt.log.retained')}
          </span>
        ) : null}
      </div>
      {payload.kind === 'json' ? (
        <Expandable summary={payload.summary} full={payload.pretty} kind="json" testId="payload-json" />
      ) : payload.kind === 'text' ? (
        payload.summary.length < payload.text.length || payload.text.includes('\n') ? (
          <Expandable summary={payload.summary} full={payload.truncated ? `${payload.text}\n… ${t('mqtt.log.truncated')}` : payload.text} kind="text" testId="payload-text" />
        ) : (
          <p className={cn(MONO, 'pl-5 text-xs break-all text-neutral-800 dark:text-neutral-200')} data-testid="payload-text">
            {payload.text}
          </p>
        )
      ) : payload.kind === 'binary' ? (
        <Expandable
          summary={t('mqtt.log.binary', { size: formatSize(entry.size, i18n.language) })}
          full={payload.truncated ? `${payload.hex} … ${t('mqtt.log.hexTruncated', { n: HEX_LIMIT })}` : payload.hex}
          kind="binary"
          testId="payload-hex"
        />
      ) : (
        <p className="pl-5 text-xs text-neutral-500 italic dark:text-neutral-400" data-testid="payload-empty">
          {t('mqtt.log.empty')}
        </p>
      )}
    </li>
  );
}
