// An alert's story, oldest first: raised, each step with who and when and the note given, each
// assignment, and every sighting with its camera and image.
import type { TimelineItem } from '@yaam/shared/contracts/alerts';
import { normalisePlate } from '@yaam/shared/thai';
import { BellRing, Camera, CircleCheck, CircleSlash, Eye, StickyNote, Truck, UserMinus, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import { useAlertTimeline } from '../api/get-alert-timeline';
import { officerName } from '../officer-name';
import type { PlaceNames } from '../use-place-names';
import { AlertPhoto } from './alert-photo';

type EventType = Extract<TimelineItem, { kind: 'event' }>['type'];

const eventIcon: Record<EventType, LucideIcon> = {
  created: BellRing,
  acknowledged: Eye,
  dispatched: Truck,
  resolved: CircleCheck,
  'false-positive': CircleSlash,
  assigned: UserPlus,
  unassigned: UserMinus,
  note: StickyNote,
};

const eventTone: Partial<Record<EventType, string>> = {
  created: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  resolved: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  dispatched: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  acknowledged: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
};

function SightingPlate({ plate, province }: { plate: string; province: string | null }) {
  const parts = normalisePlate(plate);
  return <ThaiPlate series={parts.series} number={parts.number} province={province} size="sm" />;
}

export function AlertTimeline({ id, locale, places }: { id: string; locale: AppLocale; places: PlaceNames }) {
  const { t } = useTranslation();
  const timeline = useAlertTimeline(id);
  if (timeline.isPending) {
    return (
      <div className="space-y-3" aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (timeline.isError) {
    return (
      <div className="text-sm text-neutral-600 dark:text-neutral-300">
        <p>{t('alerts.timeline.loadFailed')}</p>
        <Button size="sm" variant="outline" color="neutral" className="mt-2" onClick={() => void timeline.refetch()}>
          {t('alerts.timeline.retry')}
        </Button>
      </div>
    );
  }
  return (
    <ol className="relative space-y-4 border-l border-neutral-200 pl-5 dark:border-neutral-800" data-testid="alert-timeline">
      {timeline.data.items.map((item, i) => {
        const when = (
          <time dateTime={item.at} className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
            {formatDateTime(item.at, locale)}
          </time>
        );
        if (item.kind === 'sighting') {
          const camera = places.camera(item.deviceId);
          return (
            <li key={`s-${item.deviceId}-${item.readId}`} className="relative" data-testid="timeline-item" data-kind="sighting">
              <span className="absolute top-0.5 -left-[1.95rem] rounded-full bg-neutral-100 p-1.5 text-neutral-600 ring-4 ring-white dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-950">
                <Camera className="h-3.5 w-3.5" aria-hidden />
              </span>
              <p className="text-sm font-medium">{t('alerts.timeline.sighting', { camera })}</p>
              <p className="text-xs text-neutral-600 dark:text-neutral-300">
                {[places.site(item.deviceId), places.district(item.districtCode)].filter(Boolean).join(' · ')}
              </p>
              {when}
              {item.plate !== timeline.data.alert.plate.plate || item.imageUrl ? (
                <div className="mt-1.5 flex items-center gap-3">
                  {/* a look-alike read (fuzzy entry): the plate as this camera read it */}
                  {item.plate !== timeline.data.alert.plate.plate ? <SightingPlate plate={item.plate} province={item.province} /> : null}
                  <AlertPhoto src={item.imageUrl} alt={t('alerts.timeline.photo', { time: formatDateTime(item.at, locale) })} className="h-20 w-32" />
                </div>
              ) : null}
            </li>
          );
        }
        const Icon = eventIcon[item.type];
        const by = item.by ?? t('alerts.timeline.system');
        const officer = item.officer ? officerName(item.officer, locale) : '';
        return (
          <li key={`e-${i}-${item.type}`} className="relative" data-testid="timeline-item" data-kind="event" data-type={item.type}>
            <span
              className={cn(
                'absolute top-0.5 -left-[1.95rem] rounded-full p-1.5 ring-4 ring-white dark:ring-neutral-950',
                eventTone[item.type] ?? 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200',
              )}
            >
              <Icon className="h-3.5 w-3.5" aria-hidden />
            </span>
            <p className="text-sm font-medium">{t(`alerts.timeline.${item.type}`, { by, officer })}</p>
            {when}
            {item.note ? (
              <p className="mt-1 rounded-md bg-neutral-50 px-2.5 py-1.5 text-sm whitespace-pre-wrap text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200" data-testid="timeline-note">
                {item.note}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
