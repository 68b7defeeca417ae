// Above the map: the title, the district filter, the plate-track search and "follow new alerts".
import type { District } from '@yaam/shared/contracts/districts';
import { Crosshair, Route as RouteIcon, Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { controlClass } from '../../../components/ui/field';
import { sortByText } from '../../../lib/format';
import { useAppLocale } from '../../../lib/use-locale';

export function MapToolbar({
  districts,
  district,
  onDistrict,
  canTrack,
  plate,
  onPlate,
  canFollow,
  follow,
  onFollow,
}: {
  districts: readonly District[] | undefined;
  district: string | undefined;
  onDistrict: ((code: string | undefined) => void) | null;
  canTrack: boolean;
  plate: string | undefined;
  onPlate: (plate: string | undefined) => void;
  canFollow: boolean;
  follow: boolean;
  onFollow: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const [text, setText] = useState(plate ?? '');
  useEffect(() => setText(plate ?? ''), [plate]);
  const sorted = useMemo(() => sortByText(districts ?? [], (d) => (locale === 'en' ? d.nameEn : d.nameTh), locale), [districts, locale]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-neutral-200 px-3 py-2 sm:px-4 dark:border-neutral-800">
      <div className="min-w-0 flex-1 basis-full sm:basis-auto lg:basis-0">
        <h1 className="truncate text-lg leading-tight font-semibold tracking-tight">{t('map.title')}</h1>
        <p className="hidden truncate text-xs text-neutral-600 xl:block dark:text-neutral-300">{t('map.description')}</p>
      </div>
      {onDistrict ? (
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm sm:flex-none">
          <span className="shrink-0 font-medium text-neutral-700 dark:text-neutral-200">{t('map.district.label')}</span>
          <select
            className={cn(controlClass(), 'h-9 min-w-0 flex-1 py-0 sm:w-48 sm:flex-none xl:w-56')}
            value={district ?? ''}
            onChange={(e) => onDistrict(e.target.value || undefined)}
            data-testid="district-filter"
          >
            <option value="">{t('map.district.all')}</option>
            {sorted.map((d) => (
              <option key={d.code} value={d.code}>
                {locale === 'en' ? d.nameEn : d.nameTh}
              </option>
            ))}
            {district && !sorted.some((d) => d.code === district) ? <option value={district}>{district}</option> : null}
          </select>
        </label>
      ) : null}
      {canTrack ? (
        <form
          role="search"
          className="order-last flex min-w-0 basis-full items-center gap-1.5 sm:order-none sm:basis-auto md:w-60 xl:w-64"
          onSubmit={(e) => {
            e.preventDefault();
            onPlate(text.trim() || undefined);
          }}
        >
          <label htmlFor="map-plate" className="sr-only">
            {t('map.track.search')}
          </label>
          <span className="relative min-w-0 flex-1">
            <RouteIcon className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-neutral-400" aria-hidden />
            <input
              id="map-plate"
              className={cn(controlClass(), 'h-9 pr-8 pl-8')}
              value={text}
              maxLength={32}
              placeholder={t('map.track.placeholder')}
              onChange={(e) => setText(e.target.value)}
              data-testid="plate-search"
              autoComplete="off"
            />
            {text ? (
              <button
                type="button"
                className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800"
                aria-label={t('map.track.clear')}
                onClick={() => {
                  setText('');
                  onPlate(undefined);
                }}
                data-testid="plate-clear"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            ) : null}
          </span>
          <Button type="submit" size="sm" className="h-9" aria-label={t('map.track.submit')} data-testid="plate-submit">
            <Search className="h-4 w-4" aria-hidden />
          </Button>
        </form>
      ) : null}
      {canFollow ? (
        <button
          type="button"
          aria-pressed={follow}
          aria-label={t('map.follow.label')}
          title={t('map.follow.hint')}
          onClick={() => onFollow(!follow)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors',
            follow
              ? 'border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200'
              : 'border-neutral-300 text-neutral-800 hover:bg-neutral-50 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800',
          )}
          data-testid="follow-alerts"
        >
          <Crosshair className={cn('h-4 w-4', follow && 'animate-pulse motion-reduce:animate-none')} aria-hidden />
          <span className="hidden sm:inline">{t('map.follow.label')}</span>
        </button>
      ) : null}
    </div>
  );
}
