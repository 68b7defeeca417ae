// "Last seen 2 minutes ago", the exact time on hover (and for screen readers).
import { useTranslation } from 'react-i18next';

import { Tooltip } from '../../../components/ui/tooltip';
import { formatDateTime } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';
import { relativeTime } from '../relative-time';

export function LastSeen({ at, now, tooltip = true }: { at: string | null; now: number; tooltip?: boolean }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  if (!at) return <span className="text-neutral-500 dark:text-neutral-400">{t('devices.never')}</span>;
  const exact = formatDateTime(at, locale);
  const time = (
    <time
      dateTime={at}
      className="whitespace-nowrap"
      data-testid="last-seen"
      tabIndex={tooltip ? 0 : undefined}
    >
      {relativeTime(at, now, locale)}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
  return tooltip ? (
    <Tooltip content={exact} side="top">
      {time}
    </Tooltip>
  ) : (
    time
  );
}
