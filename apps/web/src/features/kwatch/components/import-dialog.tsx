// CSV import: pick a file, choose what happens to invalid rows, upload with progress, then the report —
// how many rows were imported and, row by row, what was wrong with the others.
import type { WatchImportResult } from '@yaam/shared/contracts/kwatch';
import { CircleAlert, CircleCheck, Download, FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ModalDialog } from '../../../components/ui/dialog';
import { saveBlob } from '../api/export-entries';
import { IMPORT_LIMIT_BYTES, useImportEntries, type ImportMode, type ImportPhase } from '../api/import-entries';
import { IMPORT_COLUMNS, importFieldLabel, importMessage, importSummaryKey, templateCsv } from '../import-report';

type State =
  | { step: 'pick' }
  | { step: 'sending'; phase: ImportPhase; fraction: number | null }
  | { step: 'report'; result: WatchImportResult; mode: ImportMode }
  | { step: 'failed'; messageKey: string };

const sizeText = (bytes: number, lng: string) =>
  bytes < 1024 ? `${bytes} B` : `${new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const upload = useImportEntries();
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('valid');
  const [pickError, setPickError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'pick' });
  const n = new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setPickError(null);
    setState({ step: 'pick' });
  }, [open]);

  const start = async () => {
    if (!file) return setPickError(t('kwatch.import.chooseFile'));
    if (file.size > IMPORT_LIMIT_BYTES) return setPickError(t('kwatch.import.tooLarge', { mb: IMPORT_LIMIT_BYTES / 1024 / 1024 }));
    setState({ step: 'sending', phase: 'uploading', fraction: 0 });
    try {
      const outcome = await upload(file, mode, (phase, fraction) => setState({ step: 'sending', phase, fraction }));
      if (outcome.kind === 'done') setState({ step: 'report', result: outcome.result, mode });
      else
        setState({
          step: 'failed',
          messageKey: outcome.status === 403 ? 'kwatch.form.forbidden' : outcome.status === 413 ? 'kwatch.import.tooLargeServer' : 'kwatch.import.failed',
        });
    } catch {
      setState({ step: 'failed', messageKey: 'kwatch.import.failed' });
    }
  };
  const again = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    setState({ step: 'pick' });
  };
  const sending = state.step === 'sending';

  return (
    <ModalDialog
      open={open}
      onDismiss={() => (sending ? undefined : onClose())}
      wide
      testId="import-dialog"
      title={t('kwatch.import.title')}
      description={t('kwatch.import.description')}
      footer={
        state.step === 'report' || state.step === 'failed' ? (
          <>
            <Button variant="outline" color="neutral" onClick={again} data-testid="import-again">
              {t('kwatch.import.again')}
            </Button>
            <Button onClick={onClose} data-testid="import-close">
              {t('kwatch.import.done')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" color="neutral" onClick={onClose} disabled={sending}>
              {t('kwatch.actions.cancel')}
            </Button>
            <Button onClick={() => void start()} disabled={sending} data-testid="import-start">
              <FileUp className="h-4 w-4" aria-hidden />
              {sending ? t('kwatch.import.importing') : t('kwatch.import.start')}
            </Button>
          </>
        )
      }
    >
      {state.step === 'pick' || state.step === 'sending' ? (
        <div className="space-y-4">
          <div>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('kwatch.import.columns')}</p>
            <p className="mt-1 font-mono text-xs break-words text-neutral-600 dark:text-neutral-400">{IMPORT_COLUMNS.join(', ')}</p>
            <button
              type="button"
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline dark:text-primary-300"
              onClick={() => saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), 'watchlist-template.csv')}
              data-testid="import-template"
            >
              <Download className="h-4 w-4" aria-hidden />
              {t('kwatch.import.template')}
            </button>
          </div>
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('kwatch.import.file')}
            </label>
            <input
              ref={inputRef}
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              disabled={sending}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPickError(null);
              }}
              aria-invalid={pickError ? true : undefined}
              aria-describedby={pickError ? `${fileId}-error` : undefined}
              className="block w-full text-sm text-neutral-700 file:mr-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-neutral-800 hover:file:bg-neutral-200 dark:text-neutral-300 dark:file:bg-neutral-800 dark:file:text-neutral-100"
              data-testid="import-file"
            />
            {file ? (
              <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
                {file.name} · {sizeText(file.size, i18n.language)}
              </p>
            ) : null}
            {pickError ? (
              <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400" data-testid="import-file-error">
                {pickError}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('kwatch.import.whenInvalid')}</legend>
            {(['valid', 'all'] as const).map((m) => (
              <label key={m} className="flex cursor-pointer items-start gap-2 py-1 text-sm">
                <input
                  type="radio"
                  name="import-mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  disabled={sending}
                  className="mt-0.5 h-4 w-4 accent-primary-700"
                  data-testid={`import-mode-${m}`}
                />
                <span>
                  <span className="font-medium">{t(`kwatch.import.mode.${m}`)}</span>
                  <span className="block text-xs text-neutral-500 dark:text-neutral-400">{t(`kwatch.import.modeHint.${m}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {state.step === 'sending' ? (
            <div data-testid="import-progress" aria-live="polite">
              <p className="mb-1 text-sm">
                {state.phase === 'uploading'
                  ? t('kwatch.import.uploading', { percent: Math.round((state.fraction ?? 0) * 100) })
                  : t('kwatch.import.checking')}
              </p>
              <div
                role="progressbar"
                aria-label={t('kwatch.import.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.phase === 'uploading' && state.fraction !== null ? Math.round(state.fraction * 100) : undefined}
                className="h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
              >
                <div
                  className={cn('h-full rounded-full bg-primary-600 transition-[width] dark:bg-primary-400', state.phase === 'checking' && 'animate-pulse')}
                  style={{ width: state.phase === 'checking' ? '100%' : `${Math.round((state.fraction ?? 0) * 100)}%` }}
                />
              </div>
            </div>
          ) : null}
        </div>
      ) : state.step === 'failed' ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200" data-testid="import-failed">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t(state.messageKey, { mb: IMPORT_LIMIT_BYTES / 1024 / 1024 })}
        </p>
      ) : (
        <ImportReport result={state.result} mode={state.mode} format={(x) => n.format(x)} />
      )}
    </ModalDialog>
  );
}

function ImportReport({ result, mode, format }: { result: WatchImportResult; mode: ImportMode; format: (n: number) => string }) {
  const { t } = useTranslation();
  const key = importSummaryKey(result);
  const ok = key === 'allImported';
  const rows = new Set(result.errors.map((e) => e.row)).size;
  return (
    <div className="space-y-3" data-testid="import-report" data-created={result.created} data-total={result.total}>
      <p
        role="status"
        className={cn(
          'flex items-start gap-2 rounded-lg border p-3 text-sm',
          ok
            ? 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-200'
            : 'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
        )}
        data-testid="import-summary"
      >
        {ok ? <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> : <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />}
        <span>
          {t(`kwatch.import.${key}`, { created: format(result.created), total: format(result.total) })}
          {result.errors.length ? (
            <span className="block">
              {t(mode === 'all' && result.created === 0 ? 'kwatch.import.nothingWritten' : 'kwatch.import.rowsSkipped', { rows: format(rows) })}
            </span>
          ) : null}
        </span>
      </p>
      {result.errors.length ? (
        <div className="max-h-72 overflow-auto rounded-lg border border-neutral-200 dark:border-neutral-800">
          <table className="w-full text-sm" data-testid="import-errors">
            <caption className="sr-only">{t('kwatch.import.errorsCaption')}</caption>
            <thead className="sticky top-0 bg-neutral-50 text-left text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {t('kwatch.import.row')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('kwatch.import.field')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('kwatch.import.problem')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {result.errors.map((e, i) => (
                <tr key={i} data-testid="import-error" data-row={e.row} data-field={e.field}>
                  <td className="px-3 py-1.5 tabular-nums">{e.row > 0 ? format(e.row) : '—'}</td>
                  <td className="px-3 py-1.5">{importFieldLabel(t, e.field)}</td>
                  <td className="px-3 py-1.5 break-words">{importMessage(t, e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result.errors.some((e) => e.row > 0) ? <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('kwatch.import.rowHint')}</p> : null}
    </div>
  );
}
