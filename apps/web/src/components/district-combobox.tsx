// A searchable district picker (ARIA combobox): type part of a Thai or English name or the code, pick
// with the mouse or the arrow keys and Enter. Empty means "no district".
import type { District } from '@yaam/shared/contracts/districts';
import { ChevronsUpDown, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { districtLabel, sortedDistricts } from '../lib/districts';
import type { AppLocale } from '../lib/format';
import { cn } from './ui/cn';
import { controlClass } from './ui/field';

/** Districts whose code or name (either language) contains the text; case and spacing ignored. */
export function matchDistricts(districts: readonly District[], text: string): District[] {
  const q = text.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return [...districts];
  return districts.filter((d) =>
    [d.code, d.nameTh, d.nameEn].some((v) => v.toLowerCase().replace(/\s+/g, '').includes(q)),
  );
}

interface Props {
  id: string;
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur?: () => void;
  districts: readonly District[];
  locale: AppLocale;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

export function DistrictCombobox({
  id,
  value,
  onChange,
  onBlur,
  districts,
  locale,
  invalid,
  describedBy,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = districts.find((d) => d.code === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const sorted = useMemo(() => sortedDistricts(districts, locale), [districts, locale]);
  const options = text === null ? sorted : matchDistricts(sorted, text);
  const shown = text ?? (selected ? districtLabel(selected, locale) : (value ?? ''));

  const choose = (d: District | null) => {
    onChange(d?.code ?? null);
    setText(null);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.max(0, Math.min(options.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const d = options[active];
      if (d) choose(d);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setText(null);
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${options[active].code}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        disabled={disabled}
        value={shown}
        placeholder={t('common.district.placeholder')}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // Leaving the box with typed text that names exactly one district picks it.
          window.setTimeout(() => {
            if (text !== null) {
              const only = matchDistricts(districts, text);
              if (text.trim() === '') choose(null);
              else if (only.length === 1 && only[0]) choose(only[0]);
              else setText(null);
            }
            setOpen(false);
            onBlur?.();
          }, 120);
        }}
        onKeyDown={onKeyDown}
        className={cn(controlClass(invalid), 'pr-16')}
        data-testid="district-picker"
      />
      <div className="absolute inset-y-0 right-2 flex items-center gap-1 text-neutral-400">
        {value && !disabled ? (
          <button
            type="button"
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(null)}
            aria-label={t('common.district.clear')}
            className="rounded p-1 hover:text-neutral-700 dark:hover:text-neutral-200"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
        <ChevronsUpDown className="h-4 w-4" aria-hidden />
      </div>
      {open && !disabled ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-neutral-200 bg-white py-1 text-sm shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-neutral-500 dark:text-neutral-400">{t('common.district.none')}</li>
          ) : (
            options.map((d, i) => (
              <li
                key={d.code}
                id={`${listId}-${d.code}`}
                role="option"
                aria-selected={d.code === value}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(d)}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer justify-between gap-3 px-3 py-1.5',
                  i === active && 'bg-primary-50 dark:bg-primary-950',
                  d.code === value && 'font-medium',
                )}
                data-code={d.code}
              >
                <span>{districtLabel(d, locale)}</span>
                <span className="text-xs text-neutral-500 dark:text-neutral-400">
                  {locale === 'th' ? d.nameEn : d.nameTh}
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
