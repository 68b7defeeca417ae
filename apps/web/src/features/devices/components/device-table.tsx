// The list's rows: a table from tablets up, cards on a phone. Headers sort on the server; a row opens
// the device page.
import { Link, useNavigate } from '@tanstack/react-router';
import type { Device } from '@yaam/shared/contracts/devices';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/field';
import { HeaderCell, SortHeader } from '../../../components/ui/sort-header';
import { shortDistrictName } from '../../../lib/districts';
import type { DeviceSortField, ResolvedDeviceSearch } from '../device-search';
import type { DeviceActions } from '../use-device-actions';
import { DeviceActionsMenu } from './device-actions-menu';
import { DeviceState, EnabledBadge } from './device-badges';
import { LastSeen } from './last-seen';

interface Props {
  items: Device[] | undefined;
  loading: boolean;
  search: ResolvedDeviceSearch;
  onSort: (field: DeviceSortField) => void;
  districtName: (code: string | null) => string;
  actions: DeviceActions;
  now: number;
}

export function DeviceTable({ items, loading, search, onSort, districtName, actions, now }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const n = new Intl.NumberFormat(i18n.language);
  const open = (id: string) => void navigate({ to: '/settings/devices/$id', params: { id } });
  const skeletonRows = Array.from({ length: Math.min(search.pageSize, 10) }, (_, i) => i);
  const showMenu = actions.canUpdate || actions.canDelete;
  const columns = 8 + (showMenu ? 1 : 0);
  const sortable = (label: string, field: DeviceSortField) => (
    <SortHeader label={label} field={field} state={search} onSort={onSort} compact />
  );

  return (
    <>
      {/* Tablets and up: a table that scrolls sideways when the columns do not fit. */}
      <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 md:block dark:border-neutral-800">
        <table className="w-full text-sm" data-testid="device-table" aria-busy={loading}>
          <thead className="bg-neutral-50 text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
            <tr>
              {sortable(t('devices.fields.id'), 'id')}
              {sortable(t('devices.list.nameAndSite'), 'name')}
              {sortable(t('devices.fields.kind'), 'kind')}
              {sortable(t('devices.fields.districtCode'), 'districtCode')}
              {sortable(t('devices.fields.status'), 'status')}
              {sortable(t('devices.fields.lastSeenAt'), 'lastSeenAt')}
              <HeaderCell compact className="text-right whitespace-nowrap">
                {t('devices.fields.readsLastHour')}
              </HeaderCell>
              <HeaderCell compact className="whitespace-nowrap">
                {t('devices.fields.enabled')}
              </HeaderCell>
              {showMenu ? (
                <th scope="col" className="w-12 px-2 py-2">
                  <span className="sr-only">{t('devices.list.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {loading && !items
              ? skeletonRows.map((i) => (
                  <tr key={i} data-testid="skeleton-row">
                    {Array.from({ length: columns }, (_, c) => (
                      <td key={c} className="px-3 py-3">
                        <Skeleton className="h-4 w-16" />
                      </td>
                    ))}
                  </tr>
                ))
              : (items ?? []).map((d) => (
                  <tr
                    key={d.id}
                    onClick={() => open(d.id)}
                    className={cn(
                      'cursor-pointer hover:bg-neutral-50 dark:hover:bg-neutral-900',
                      !d.enabled && 'text-neutral-500 dark:text-neutral-400',
                    )}
                    data-testid="device-row"
                    data-id={d.id}
                    data-status={d.status}
                    data-enabled={d.enabled}
                  >
                    <td className="px-2.5 py-2 align-top">
                      <Link
                        to="/settings/devices/$id"
                        params={{ id: d.id }}
                        onClick={(e) => e.stopPropagation()}
                        className="font-mono text-xs font-semibold whitespace-nowrap text-neutral-900 hover:underline dark:text-neutral-100"
                      >
                        {d.id}
                      </Link>
                      <div className="font-mono text-[0.7rem] whitespace-nowrap text-neutral-500 dark:text-neutral-400">
                        {d.serial}
                      </div>
                    </td>
                    <td className="px-2.5 py-2 align-top">
                      <span className="line-clamp-2 min-w-36 font-medium">{d.name}</span>
                      {d.siteName ? (
                        <span
                          className="line-clamp-1 text-xs text-neutral-500 dark:text-neutral-400"
                          title={d.siteName}
                        >
                          {d.siteName}
                        </span>
                      ) : null}
                    </td>
                    <td className="max-w-32 px-2.5 py-2 align-top text-neutral-700 dark:text-neutral-300">
                      {t(`devices.kind.${d.kind}`)}
                    </td>
                    <td
                      className="px-2.5 py-2 align-top whitespace-nowrap text-neutral-700 dark:text-neutral-300"
                      title={districtName(d.districtCode)}
                    >
                      {shortDistrictName(districtName(d.districtCode))}
                    </td>
                    <td className="px-2.5 py-2 align-top">
                      <DeviceState device={d} />
                    </td>
                    <td className="px-2.5 py-2 align-top">
                      <LastSeen at={d.lastSeenAt} now={now} />
                    </td>
                    <td
                      className="px-2.5 py-2 text-right align-top tabular-nums"
                      data-testid="reads-last-hour"
                    >
                      {n.format(d.readsLastHour)}
                    </td>
                    <td className="px-2.5 py-2 align-top">
                      <EnabledBadge enabled={d.enabled} />
                    </td>
                    {showMenu ? (
                      <td className="px-2 py-1 text-right align-top">
                        <DeviceActionsMenu device={d} actions={actions} />
                      </td>
                    ) : null}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per device. */}
      <ul className="space-y-2 md:hidden" data-testid="device-cards" aria-busy={loading}>
        {loading && !items
          ? skeletonRows.slice(0, 5).map((i) => (
              <li key={i} className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
                <Skeleton className="mb-2 h-4 w-40" />
                <Skeleton className="h-3 w-24" />
              </li>
            ))
          : (items ?? []).map((d) => (
              <li
                key={d.id}
                className="relative rounded-lg border border-neutral-200 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-900"
                data-testid="device-card"
                data-id={d.id}
                data-status={d.status}
              >
                <Link to="/settings/devices/$id" params={{ id: d.id }} className="block p-3 pr-12">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-mono text-xs font-semibold">{d.id}</span>
                    <DeviceState device={d} />
                    {d.enabled ? null : <EnabledBadge enabled={false} />}
                  </div>
                  <div className="mt-1 font-medium">{d.name}</div>
                  {d.siteName ? (
                    <div className="text-sm text-neutral-600 dark:text-neutral-400">{d.siteName}</div>
                  ) : null}
                  <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-neutral-600 dark:text-neutral-400">
                    <span>{t(`devices.kind.${d.kind}`)}</span>
                    {d.districtCode ? <span>{shortDistrictName(districtName(d.districtCode))}</span> : null}
                    <span>
                      {t('devices.fields.lastSeenAt')}:{' '}
                      <LastSeen at={d.lastSeenAt} now={now} tooltip={false} />
                    </span>
                    <span>
                      {t('devices.list.readsPerHour', {
                        count: d.readsLastHour,
                        n: n.format(d.readsLastHour),
                      })}
                    </span>
                  </div>
                </Link>
                {showMenu ? (
                  <div className="absolute top-2 right-2">
                    <DeviceActionsMenu device={d} actions={actions} />
                  </div>
                ) : null}
              </li>
            ))}
      </ul>
    </>
  );
}
