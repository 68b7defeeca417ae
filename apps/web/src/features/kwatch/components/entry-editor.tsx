// The edit form of one entry: the shared fields with the entry's version; on a stale save a dialog
// shows who changed it and lets the user reload theirs or overwrite; leaving with unsaved changes asks.
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import type { WatchEntry, WatchEntryInput, WatchEntryValues } from '@yaam/shared/contracts/kwatch';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { LeaveDialog } from '../../../components/ui/leave-dialog';
import { districtNamer, type DistrictOption } from '../../../lib/districts';
import { errorBodyOf } from '../../../lib/http';
import { createOverlay } from '../../../lib/overlay';
import { addToast } from '../../../lib/toast';
import { useAppLocale } from '../../../lib/use-locale';
import { useUpdateEntry } from '../api/save-entry';
import { toFormValues, type FormValues } from '../form-values';
import { EntryConflictDialog } from './conflict-dialog';
import { EntryFields } from './entry-fields';
import { applyServerErrors, entryResolver, useRevealFirstError } from './form-support';

const conflictOverlay = createOverlay(EntryConflictDialog);
const leaveOverlay = createOverlay(LeaveDialog, { area: 'kwatch' });
const defaults = (e?: WatchEntry) => toFormValues(e) as DefaultValues<WatchEntryInput>;
const formRoot = () => document.querySelector('[data-testid="entry-form"]');

export interface EntryEditorHandle {
  /** A change made here by other means (expire, close, reopen): take its version, keep unsaved edits. */
  adopt: (saved: WatchEntry) => void;
}

export const EntryEditor = forwardRef<EntryEditorHandle, { entry: WatchEntry; districts: readonly DistrictOption[] | undefined }>(function EntryEditor(
  { entry, districts },
  ref,
) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const navigate = useNavigate();
  const update = useUpdateEntry();
  const [version, setVersion] = useState(entry.version);
  const form = useForm<WatchEntryInput, unknown, WatchEntryValues>({
    resolver: entryResolver,
    defaultValues: defaults(entry),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { handleSubmit, formState, reset, getValues } = form;
  const { isDirty, isSubmitting } = formState;
  useRevealFirstError(form, formRoot);

  useImperativeHandle(ref, () => ({
    adopt: (saved) => {
      setVersion(saved.version);
      reset(defaults(saved), { keepDirtyValues: true });
    },
  }));

  // Leaving with unsaved changes asks first: in the app (router blocker) and for the tab (beforeunload).
  const leaving = useRef(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  useBlocker({
    shouldBlockFn: async () => {
      if (leaving.current || !dirty.current) return false;
      return (await leaveOverlay.open()) !== true;
    },
    enableBeforeUnload: () => !leaving.current && dirty.current,
  });

  const done = (saved: WatchEntry) => {
    leaving.current = true;
    reset(defaults(saved));
    addToast({ color: 'success', title: t('kwatch.form.saved'), description: saved.pattern });
    void navigate({ to: '/kwatch', search: { q: saved.pattern } });
  };

  async function save(values: WatchEntryValues, opts: { force?: boolean; version?: number } = {}) {
    try {
      done(await update.mutateAsync({ id: entry.id, input: values, version: opts.version ?? version, force: opts.force }));
    } catch (error) {
      await handleError(error, values);
    }
  }

  async function handleError(error: unknown, values: WatchEntryValues) {
    const body = errorBodyOf(error);
    if (body?.statusCode === 409 && body.current && typeof body.current === 'object') {
      const current = body.current as WatchEntry;
      const choice = await conflictOverlay.open({
        current,
        mine: { ...toFormValues(entry), ...(getValues() as Partial<FormValues>) },
        districtName: districtNamer(districts, locale, { short: true }),
      });
      if (choice === 'reload') {
        setVersion(current.version);
        reset(defaults(current));
        addToast({ color: 'info', title: t('kwatch.conflict.reloaded') });
      } else if (choice === 'overwrite') {
        await save(values, { force: true, version: current.version });
      }
      return;
    }
    if (body?.statusCode === 400) {
      const { fields, other } = applyServerErrors(form, body.details);
      if (other || !fields) addToast({ color: 'error', title: t('kwatch.form.refused'), description: body.message });
      return;
    }
    const key = body?.statusCode === 403 ? 'forbidden' : body?.statusCode === 404 ? 'gone' : 'saveFailed';
    addToast({ color: 'error', title: t(`kwatch.form.${key}`) });
  }

  const busy = isSubmitting || update.isPending;
  return (
    <form onSubmit={handleSubmit((v) => save(v))} noValidate className="space-y-5" data-testid="entry-form" data-version={version}>
      <fieldset className="rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800">
        <legend className="px-1 text-sm font-semibold text-neutral-700 dark:text-neutral-200">{t('kwatch.edit.details')}</legend>
        <EntryFields form={form} districts={districts} locale={locale} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy} data-testid="save-entry">
          {busy ? t('kwatch.form.saving') : t('kwatch.actions.save')}
        </Button>
        <Link to="/kwatch" className={buttonClass('outline', 'neutral')} data-testid="cancel">
          {t('kwatch.actions.cancel')}
        </Link>
        <span className={cn('text-sm text-neutral-500 dark:text-neutral-400', !isDirty && 'invisible')} aria-live="polite">
          {t('kwatch.form.unsaved')}
        </span>
      </div>
    </form>
  );
});
