// Districts to notify: "all districts" (an empty list, as the API means it), or the ones ticked in a
// searchable list; the chosen ones show as chips that can be removed one by one.
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { controlClass } from '../../../components/ui/field';
import { districtLabel, districtNamer, sortedDistricts, type DistrictOption } from '../../../lib/districts';
import type { AppLocale } from '../../../lib/format';

interface Props {
  id: string;
  describedBy?: string;
  invalid: boolean;
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur: () => void;
  districts: readonly DistrictOption[] | undefined;
  locale: AppLocale;
}

export function DistrictPicker({ id, describedBy, invalid, value, onChange, onBlur, districts, locale }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const [choosing, setChoosing] = useState(value.length > 0);
  const [filter, setFilter] = useState('');
  const name = districtNamer(districts, locale, { short: true });
  const all = !choosing && value.length === 0;
  const needle = filter.trim().toLowerCase();
  const shown = sortedDistricts(districts, locale).filter(
    (d) => !needle || [d.code, d.nameTh, d.nameEn].some((s) => s.toLowerCase().includes(needle)),
  );
  const toggle = (code: string) => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <div
      className={cn('rounded-md border p-3', invalid ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700')}
      data-testid="district-picker"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur();
      }}
    >
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={all}
          aria-describedby={describedBy}
          onChange={(e) => {
            if (e.target.checked) {
              setChoosing(false);
              onChange([]);
            } else setChoosing(true);
          }}
          className="h-4 w-4 accent-primary-700"
          data-testid="districts-all"
        />
        <span className="font-medium">{t('kwatch.form.allDistricts')}</span>
        <span className="text-neutral-500 dark:text-neutral-400">{t('kwatch.form.allDistrictsHint')}</span>
      </label>
      {all ? null : (
        <div className="mt-3 space-y-2">
          {value.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('kwatch.form.chosenDistricts')} data-testid="district-chips">
              {value.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    onClick={() => toggle(code)}
                    className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-800 hover:bg-primary-100 dark:bg-primary-950 dark:text-primary-200 dark:hover:bg-primary-900"
                    aria-label={t('kwatch.form.removeDistrict', { name: name(code) })}
                  >
                    {name(code)}
                    <X className="h-3 w-3" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-neutral-600 dark:text-neutral-300">{t('kwatch.form.noDistrictChosen')}</p>
          )}
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400" aria-hidden />
            <input
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t('kwatch.form.findDistrict')}
              aria-label={t('kwatch.form.findDistrict')}
              aria-controls={listId}
              className={`${controlClass()} h-9 pl-9`}
              data-testid="district-filter"
            />
          </div>
          <ul id={listId} className="max-h-44 overflow-y-auto rounded border border-neutral-200 dark:border-neutral-800" aria-label={t('kwatch.fields.notifyDistricts')}>
            {shown.length === 0 ? (
              <li className="px-3 py-2 text-sm text-neutral-500 dark:text-neutral-400">{t('kwatch.form.noDistrictMatches')}</li>
            ) : (
              shown.map((d) => (
                <li key={d.code}>
                  <label className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-neutral-50 dark:hover:bg-neutral-800">
                    <input
                      type="checkbox"
                      checked={value.includes(d.code)}
                      onChange={() => toggle(d.code)}
                      className="h-4 w-4 accent-primary-700"
                      data-district={d.code}
                    />
                    <span className="min-w-0 flex-1">{districtLabel(d, locale)}</span>
                    <span className="font-mono text-xs text-neutral-500 dark:text-neutral-400">{d.code}</span>
                  </label>
                </li>
              ))
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
