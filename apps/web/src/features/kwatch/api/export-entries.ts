// GET /api/v1/kwatch/export.csv with the list's filter, fetched with the bearer token and saved through
// a blob link (a plain <a href> would carry no token).
import { useMutation } from '@tanstack/react-query';

import { apiBlob } from '../../../lib/http';

export const exportEntries = (query: Record<string, string | number>) => apiBlob('/v1/kwatch/export.csv', { query });

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Let the download start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const exportFilename = (now = new Date()) => `watchlist-${now.toISOString().slice(0, 10)}.csv`;

export function useExportEntries() {
  return useMutation({
    mutationFn: async (query: Record<string, string | number>) => saveBlob(await exportEntries(query), exportFilename()),
  });
}
