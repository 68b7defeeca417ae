// Which optional columns the directory shows, kept in local storage per browser.
import { useCallback, useState } from 'react';

export const OPTIONAL_COLUMNS = ['rank', 'position', 'district', 'phone', 'email', 'status', 'updatedAt'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];
export const DEFAULT_COLUMNS: readonly OptionalColumn[] = ['position', 'district', 'status', 'updatedAt'];
const KEY = 'yaam-police-columns';

/** Stored columns, in table order; anything unknown or unreadable gives the defaults. */
export function parseColumns(raw: string | null): OptionalColumn[] {
  if (raw === null) return [...DEFAULT_COLUMNS];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [...DEFAULT_COLUMNS];
    return OPTIONAL_COLUMNS.filter((c) => list.includes(c));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

function read(): OptionalColumn[] {
  try {
    return parseColumns(localStorage.getItem(KEY));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function useColumns() {
  const [columns, setColumns] = useState<OptionalColumn[]>(read);
  const toggle = useCallback((column: OptionalColumn) => {
    setColumns((prev) => {
      const next = OPTIONAL_COLUMNS.filter((c) => (c === column ? !prev.includes(c) : prev.includes(c)));
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        /* storage unavailable: the choice lasts this visit */
      }
      return next;
    });
  }, []);
  return { columns, toggle };
}
