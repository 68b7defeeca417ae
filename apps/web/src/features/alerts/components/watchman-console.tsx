// /watchman: the console officers keep open. Open alerts by priority, the live feed of alerts for the
// user's districts (or the filter in the address), the detail panel with the timeline and the steps,
// and a tab of live plate reads. Keyboard first (j/k, Enter, Esc, a/d/r/f/s, ?), the mouse does the same.
import { useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@yaam/shared/contracts/alerts';
import { formatPlate } from '@yaam/shared/thai';
import { Keyboard, ShieldOff, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState, PageHeader } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { createOverlay, overlays } from '../../../lib/overlay';
import { useSession } from '../../../lib/session';
import { addToast } from '../../../lib/toast';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useConnectionState } from '../../../realtime/connection';
import { useAlerts } from '../api/get-alerts';
import type { AlertTimeline } from '../api/get-alert-timeline';
import { alertKeys } from '../api/keys';
import { flattenFeed, isNewer, matchesFeed } from '../feed-cache';
import { apiQuery, districtsOf, isFiltered, withFilter, type FeedSearch } from '../feed-search';
import { commandOf, moveSelection } from '../keyboard';
import { notificationPrefs } from '../notification-prefs';
import { isUrgent, playAlertTone, showBrowserNotification, unlockAudio } from '../notify';
import { useAlertAction } from '../use-alert-action';
import { useAlertsFeed } from '../use-alerts-feed';
import { usePlaceNames } from '../use-place-names';
import { AlertCounters } from './alert-counters';
import { AlertDetail } from './alert-detail';
import { AlertFeed } from './alert-feed';
import { FeedToolbar } from './feed-toolbar';
import { ReadsFeed } from './reads-feed';
import { ShortcutsDialog } from './shortcuts-dialog';

const shortcutsOverlay = createOverlay(ShortcutsDialog);
const NO_DISTRICTS: string[] = [];
const DOWN_STATES = new Set(['reconnecting', 'offline', 'closed', 'ended']);

export interface WatchmanConsoleProps {
  search: FeedSearch;
  onSearch: (next: FeedSearch) => void;
}

export function WatchmanConsole({ search, onSearch }: WatchmanConsoleProps) {
  const { t } = useTranslation();
  const canRead = useCan('alert', 'r');
  if (!canRead) {
    return (
      <div data-testid="page" data-title-key="watchman.title">
        <PageHeader title={t('watchman.title')} description={t('watchman.description')} />
        <EmptyState icon={ShieldOff} title={t('watchman.title')} description={t('alerts.errors.forbidden')} />
      </div>
    );
  }
  return <Console search={search} onSearch={onSearch} />;
}

function Console({ search, onSearch }: WatchmanConsoleProps) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const places = usePlaceNames(locale);
  const myDistricts = useSession((s) => s.user?.districts ?? NO_DISTRICTS);
  const canReads = useCan('read', 'r');
  const connection = useConnectionState();
  const { run } = useAlertAction();

  const query = useMemo(() => apiQuery(search, myDistricts), [search, myDistricts]);
  const districts = useMemo(() => districtsOf(search, myDistricts), [search, myDistricts]);
  const feed = useAlerts(query);
  const alerts = useMemo(() => flattenFeed(feed.data), [feed.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  const tab = search.tab ?? 'alerts';

  const latest = useRef({ search, alerts, selected });
  useEffect(() => {
    latest.current = { search, alerts, selected };
  });

  const change = useCallback((c: Partial<FeedSearch>) => onSearch(withFilter(latest.current.search, c)), [onSearch]);
  const open = useCallback(
    (id: string | undefined) => {
      if (id) setSelected(id);
      change({ alert: id, ...(id ? { tab: undefined } : {}) });
    },
    [change],
  );

  /** The freshest copy of an alert: the feed's, or the detail panel's when that is newer. */
  const alertById = useCallback(
    (id: string | null | undefined): Alert | undefined => {
      if (!id) return undefined;
      const inFeed = latest.current.alerts.find((a) => a.id === id);
      const detail = queryClient.getQueryData<AlertTimeline>(alertKeys.timeline(id))?.alert;
      if (inFeed && detail) return isNewer(detail, inFeed) ? detail : inFeed;
      return inFeed ?? detail;
    },
    [queryClient],
  );

  const onNew = useCallback(
    (alert: Alert) => {
      if (!matchesFeed(alert, { open: true, districts })) return;
      const plate = formatPlate(alert.plate);
      const priority = t(`alerts.priority.${alert.priority}`);
      const reason = t(`alerts.reason.${alert.entry.reason}`);
      const camera = places.camera(alert.deviceId);
      addToast({
        id: `alert-${alert.id}`,
        color: isUrgent(alert.priority) ? 'error' : alert.priority === 'medium' ? 'warning' : 'info',
        title: t('watchman.newAlert.title', { plate }),
        description: t('watchman.newAlert.description', { priority, reason, camera }),
        actions: [{ label: t('watchman.newAlert.open'), onClick: () => open(alert.id) }],
      });
      if (!isUrgent(alert.priority)) return;
      const prefs = notificationPrefs.get();
      if (prefs.sound) playAlertTone(alert.priority);
      if (prefs.desktop && (document.hidden || !document.hasFocus())) {
        showBrowserNotification(
          t('watchman.notification.title', { priority, plate }),
          t('watchman.notification.body', { reason, camera, time: formatDateTime(alert.firstSeenAt, locale) }),
          alert.id,
          () => open(alert.id),
        );
      }
    },
    [districts, locale, open, places, t],
  );
  useAlertsFeed({ onNew, knownIds: () => latest.current.alerts.map((a) => a.id) });

  const focusRow = (id: string) => {
    const el = rows.current.get(id);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: 'nearest' });
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      unlockAudio();
      if (e.defaultPrevented || overlays.get().some((o) => o.open) || document.querySelector('[role="dialog"]')) return;
      const command = commandOf(e);
      if (!command) return;
      const { search: s, alerts: list, selected: sel } = latest.current;
      if (command === 'next' || command === 'prev') {
        if ((s.tab ?? 'alerts') !== 'alerts') return;
        e.preventDefault();
        const next = moveSelection(
          list.map((a) => a.id),
          sel ?? s.alert ?? null,
          command === 'next' ? 1 : -1,
        );
        if (!next) return;
        setSelected(next);
        focusRow(next);
        if (s.alert) open(next);
      } else if (command === 'open') {
        // Enter on a button or link is that control's own click.
        const tag = (e.target as HTMLElement | null)?.tagName;
        if (tag === 'BUTTON' || tag === 'A' || !sel) return;
        e.preventDefault();
        open(sel);
      } else if (command === 'close') {
        if (!s.alert) return;
        e.preventDefault();
        open(undefined);
        if (sel) focusRow(sel);
      } else if (command === 'help') {
        e.preventDefault();
        void shortcutsOverlay.open();
      } else {
        const alert = alertById(s.alert ?? sel);
        if (!alert) return;
        e.preventDefault();
        void run(alert, command.action);
      }
    };
    const onPointer = () => unlockAudio();
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [alertById, open, run]);

  const opened = search.alert;
  const tabClass = (active: boolean) =>
    cn(
      '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
      active
        ? 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300'
        : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-neutral-100',
    );
  return (
    <div data-testid="page" data-title-key="watchman.title">
      <PageHeader
        title={t('watchman.title')}
        description={t('watchman.description')}
        actions={
          // Phones have no keyboard shortcuts to show.
          <div className="hidden sm:block">
            <Button variant="ghost" color="neutral" size="sm" onClick={() => void shortcutsOverlay.open()} aria-keyshortcuts="?" data-testid="open-shortcuts">
              <Keyboard className="h-4 w-4" aria-hidden />
              {t('watchman.keys.hint')}
            </Button>
          </div>
        }
      />
      <AlertCounters district={districts ? districts.join(',') : ''} active={search.priority} onPick={(priority) => change({ priority })} />
      {DOWN_STATES.has(connection) ? (
        <p className="mb-3 flex items-start gap-2 rounded-lg border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200" role="status" data-testid="feed-offline">
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('watchman.feed.offline')}
        </p>
      ) : null}
      <div role="tablist" aria-label={t('watchman.tabs.label')} className="mb-3 flex gap-1 border-b border-neutral-200 dark:border-neutral-800">
        <button type="button" role="tab" id="tab-alerts" aria-controls="panel-alerts" aria-selected={tab === 'alerts'} className={tabClass(tab === 'alerts')} onClick={() => change({ tab: undefined })} data-testid="tab-alerts">
          {t('watchman.tabs.alerts')}
        </button>
        {canReads ? (
          <button type="button" role="tab" id="tab-reads" aria-controls="panel-reads" aria-selected={tab === 'reads'} className={tabClass(tab === 'reads')} onClick={() => change({ tab: 'reads', alert: undefined })} data-testid="tab-reads">
            {t('watchman.tabs.reads')}
          </button>
        ) : null}
      </div>
      {tab === 'reads' && canReads ? (
        <div role="tabpanel" id="panel-reads" aria-labelledby="tab-reads">
          <ReadsFeed districts={districts} locale={locale} places={places} />
        </div>
      ) : (
        <div role="tabpanel" id="panel-alerts" aria-labelledby="tab-alerts">
          <FeedToolbar search={search} myDistricts={myDistricts} locale={locale} onChange={change} />
          <div className={cn('grid grid-cols-[minmax(0,1fr)] items-start gap-4', opened && 'lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]')}>
            <AlertFeed
              feed={feed}
              alerts={alerts}
              filtered={isFiltered(search)}
              selected={selected}
              opened={opened}
              locale={locale}
              places={places}
              onOpen={open}
              rowRef={(id, el) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
            />
            {opened ? <AlertDetail key={opened} id={opened} known={alerts.find((a) => a.id === opened)} locale={locale} places={places} onClose={() => open(undefined)} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}
