// The controls above a searchable list: a search box that sends its text once typing settles, filter
// selects whose first option is "all", and a button that clears them. The values live in the address;
// these only show and change them.
import { Search, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

import { useDebounced } from '../../lib/use-debounced';
import { Button } from './button';
import { cn } from './cn';
import { controlClass } from './field';

/** Keeps what is being typed until it settles (300 ms), then calls onSearch with it. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  testId,
  className,
  maxLength = 100,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 300);
  // The address changed from elsewhere (back button, a cleared filter): show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled);
    // Only a settled change of the box sends a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400"
        aria-hidden
      />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className={`${controlClass()} pl-9`}
        data-testid={testId}
        maxLength={maxLength}
      />
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter: "all" (no value) or one of the options; `children` may give grouped options instead. */
export function FilterSelect({
  value,
  onChange,
  label,
  allLabel,
  options,
  children,
  testId,
  className,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  allLabel: string;
  options?: readonly FilterOption[];
  children?: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <select
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      aria-label={label}
      className={cn(controlClass(), className)}
      data-testid={testId}
    >
      <option value="">{allLabel}</option>
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}

export function ClearFiltersButton({
  label,
  onClear,
  className,
}: {
  label: string;
  onClear: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      color="neutral"
      className={className}
      onClick={onClear}
      data-testid="clear-filters"
    >
      <X className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
