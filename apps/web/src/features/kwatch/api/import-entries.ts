// POST /api/v1/kwatch/import: the CSV file as the body (text/csv). XMLHttpRequest rather than fetch,
// because only it reports upload progress; same bearer token, and one renewal on 401 like lib/http.
import { useQueryClient } from '@tanstack/react-query';
import type { WatchImportResult } from '@yaam/shared/contracts/kwatch';
import { useCallback } from 'react';

import { renewToken } from '../../../lib/oidc';
import { runtimeConfig } from '../../../lib/runtime-config';
import { currentToken } from '../../../lib/session';
import { kwatchKeys } from './keys';

/** `all`: nothing is written when a row is invalid; `valid`: the valid rows are written. */
export type ImportMode = 'all' | 'valid';
/** The server's limit (kwatch.routes.ts IMPORT_LIMIT_BYTES). */
export const IMPORT_LIMIT_BYTES = 8 * 1024 * 1024;

export type ImportPhase = 'uploading' | 'checking';

export type ImportOutcome =
  | { kind: 'done'; status: number; result: WatchImportResult }
  | { kind: 'failed'; status: number; message: string };

const isResult = (v: unknown): v is WatchImportResult =>
  typeof v === 'object' && v !== null && Array.isArray((v as WatchImportResult).errors) && typeof (v as WatchImportResult).total === 'number';

export function importUrl(apiBase: string, mode: ImportMode): string {
  return `${apiBase.replace(/\/+$/, '')}/v1/kwatch/import?mode=${mode}`;
}

function send(file: Blob, mode: ImportMode, onProgress: (phase: ImportPhase, fraction: number | null) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', importUrl(runtimeConfig().apiBase, mode));
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('accept', 'application/json');
    const token = currentToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress('uploading', e.lengthComputable && e.total > 0 ? e.loaded / e.total : null);
    // Sent: the server now checks every row and writes.
    xhr.upload.onload = () => onProgress('checking', null);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the status says enough */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.timeout = 120_000;
    onProgress('uploading', 0);
    xhr.send(file);
  });
}

export async function importEntries(
  file: Blob,
  mode: ImportMode,
  onProgress: (phase: ImportPhase, fraction: number | null) => void = () => {},
): Promise<ImportOutcome> {
  let res = await send(file, mode, onProgress);
  if (res.status === 401 && (await renewToken())) res = await send(file, mode, onProgress);
  if (isResult(res.body)) return { kind: 'done', status: res.status, result: res.body };
  const message = typeof (res.body as { message?: unknown } | null)?.message === 'string' ? (res.body as { message: string }).message : '';
  return { kind: 'failed', status: res.status, message };
}

/** The import, with the watchlist refetched when anything was written. */
export function useImportEntries() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: Blob, mode: ImportMode, onProgress?: (phase: ImportPhase, fraction: number | null) => void) => {
      const outcome = await importEntries(file, mode, onProgress);
      if (outcome.kind === 'done' && outcome.result.created > 0) await queryClient.invalidateQueries({ queryKey: kwatchKeys.lists() });
      return outcome;
    },
    [queryClient],
  );
}
