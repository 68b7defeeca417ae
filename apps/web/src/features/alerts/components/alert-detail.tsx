// The selected alert: the plate, why it is watched, where and when it was seen, who has it, the steps
// that may be taken now, and its timeline. A side panel beside the feed on a laptop, a full-screen
// sheet on a phone.
import type { Alert } from '@yaam/shared/contracts/alerts';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import { useAlertTimeline } from '../api/get-alert-timeline';
import { isNewer } from '../feed-cache';
import { officerName } from '../officer-name';
import type { PlaceNames } from '../use-place-names';
import { AlertActions } from './alert-actions';
import { AlertPhoto } from './alert-photo';
import { AlertTimeline } from './alert-timeline';
import { PriorityBadge } from './priority-badge';
import { AlertStatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd className="text-sm break-words text-neutral-900 dark:text-neutral-100">{children}</dd>
    </div>
  );
}

const desktop = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches;

interface Props {
  id: string;
  /** the alert as the feed has it, shown until the timeline brings the current one */
  known: Alert | undefined;
  locale: AppLocale;
  places: PlaceNames;
  onClose: () => void;
}

export function AlertDetail({ id, known, locale, places, onClose }: Props) {
  const { t } = useTranslation();
  const timeline = useAlertTimeline(id);
  const fresh = timeline.data?.alert;
  const alert = fresh && (!known || isNewer(fresh, known)) ? fresh : (known ?? fresh);
  const closeRef = useRef<HTMLButtonElement>(null);
  // On a phone the sheet covers the page: take the focus into it.
  useEffect(() => {
    if (!desktop()) closeRef.current?.focus();
  }, [id]);

  const close = (
    <button
      ref={closeRef}
      type="button"
      onClick={onClose}
      aria-label={t('watchman.detail.close')}
      title={`${t('watchman.detail.close')} (Esc)`}
      className="rounded-md p-2 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
      data-testid="detail-close"
    >
      <X className="h-5 w-5" aria-hidden />
    </button>
  );
  return (
    <aside
      aria-label={t('watchman.detail.label')}
      className={cn(
        'fixed inset-0 z-40 overflow-y-auto bg-white dark:bg-neutral-950',
        'lg:sticky lg:top-18 lg:z-auto lg:max-h-[calc(100dvh-5.5rem)] lg:rounded-xl lg:border lg:border-neutral-200 lg:dark:border-neutral-800',
      )}
      data-testid="alert-detail"
      data-alert-id={id}
      data-status={alert?.status}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-neutral-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95">
        <h2 className="font-semibold">{t('watchman.detail.label')}</h2>
        {close}
      </div>
      {!alert ? (
        <p className="p-4 text-sm text-neutral-600 dark:text-neutral-300">
          {timeline.isError ? t(timeline.error && 'status' in timeline.error && timeline.error.status === 404 ? 'watchman.detail.notFound' : 'watchman.detail.loadFailed') : t('common.loading')}
        </p>
      ) : (
        <div className="space-y-5 p-4">
          <div className="flex flex-wrap items-start gap-3">
            <ThaiPlate series={alert.plate.series} number={alert.plate.number} province={alert.plate.province} size="lg" />
            <div className="flex flex-wrap gap-1.5">
              <PriorityBadge priority={alert.priority} />
              <AlertStatusBadge status={alert.status} />
            </div>
          </div>
          <AlertActions alert={alert} showKeys />
          {alert.imageUrl ? (
            // The full picture in a tab of its own; here a strip that leaves room for the timeline.
            <a href={alert.imageUrl} target="_blank" rel="noopener noreferrer" className="block">
              <AlertPhoto src={alert.imageUrl} alt={t('alerts.fields.photo')} className="h-40 w-full" />
            </a>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3" data-testid="alert-facts">
            <Fact label={t('alerts.fields.reason')}>{t(`alerts.reason.${alert.entry.reason}`)}</Fact>
            <Fact label={t('alerts.fields.caseNo')}>{alert.entry.caseNo ?? '—'}</Fact>
            <Fact label={t('alerts.fields.camera')}>{places.camera(alert.deviceId)}</Fact>
            <Fact label={t('alerts.fields.district')}>{places.district(alert.districtCode) || '—'}</Fact>
            {places.site(alert.deviceId) ? (
              <div className="col-span-2">
                <Fact label={t('alerts.fields.site')}>{places.site(alert.deviceId)}</Fact>
              </div>
            ) : null}
            <Fact label={t('alerts.fields.lastSeen')}>{formatDateTime(alert.lastSeenAt, locale)}</Fact>
            <Fact label={t('alerts.fields.sightings')}>
              <span data-testid="detail-sightings">{alert.sightingCount}</span>
            </Fact>
            <div className="col-span-2">
              <Fact label={t('alerts.fields.assigned')}>
                <span data-testid="detail-assigned">
                  {alert.assignedOfficer ? officerName(alert.assignedOfficer, locale) : t('alerts.fields.unassigned')}
                </span>
                {alert.assignedOfficer?.phone ? (
                  <a href={`tel:${alert.assignedOfficer.phone}`} className="ml-2 text-primary-800 hover:underline dark:text-primary-300">
                    {alert.assignedOfficer.phone}
                  </a>
                ) : null}
              </Fact>
            </div>
          </dl>
          <section aria-labelledby="timeline-title">
            <h3 id="timeline-title" className="mb-3 text-sm font-semibold">
              {t('alerts.timeline.title')}
            </h3>
            <AlertTimeline id={alert.id} locale={locale} places={places} />
          </section>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
            <Fact label={t('alerts.fields.pattern')}>{alert.entry.pattern}</Fact>
            <Fact label={t('alerts.fields.match')}>{t(`alerts.match.${alert.match.mode}`, { score: Math.round(alert.match.score * 100) })}</Fact>
            <Fact label={t('alerts.fields.firstSeen')}>{formatDateTime(alert.firstSeenAt, locale)}</Fact>
          </dl>
        </div>
      )}
    </aside>
  );
}
