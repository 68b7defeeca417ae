// The questions a step asks before it is taken: a note for dispatching and resolving (optional), the
// reason for a false positive (required), and whom to assign. Opened as overlays (lib/overlay.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Alert } from '@yaam/shared/contracts/alerts';
import { formatPlate } from '@yaam/shared/thai';
import { Search, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ModalDialog } from '../../../components/ui/dialog';
import { controlClass, Field } from '../../../components/ui/field';
import { districtLabel, useDistricts } from '../../../lib/districts';
import { translateFieldError, zodErrorMap } from '../../../lib/form-errors';
import type { OverlayProps } from '../../../lib/overlay';
import { useDebounced } from '../../../lib/use-debounced';
import { useAppLocale } from '../../../lib/use-locale';
import { NOTE_RULE, type TransitionTarget } from '../actions';
import { officerSearch, useAssignableOfficers } from '../api/get-officers';
import { officerName } from '../officer-name';

export const NOTE_MAX = 2000;

const schemas = {
  optional: z.object({ note: z.string().trim().max(NOTE_MAX) }),
  required: z.object({ note: z.string().trim().min(1).max(NOTE_MAX) }),
};
const resolvers = {
  optional: zodResolver(schemas.optional, { error: zodErrorMap }),
  required: zodResolver(schemas.required, { error: zodErrorMap }),
};

export const plateText = (alert: Pick<Alert, 'plate'>) => formatPlate(alert.plate);

export function NoteDialog({
  open,
  close,
  onAfterLeave,
  to,
  plate,
}: OverlayProps<{ note: string }> & { to: Exclude<TransitionTarget, 'acknowledged'>; plate: string }) {
  const { t } = useTranslation();
  const rule = NOTE_RULE[to] === 'required' ? 'required' : 'optional';
  const form = useForm<{ note: string }>({ resolver: resolvers[rule], defaultValues: { note: '' } });
  const { errors } = form.formState;
  const tr = (keys: string[], params?: Record<string, unknown>) => t(keys, params ?? {});
  const error = translateFieldError(tr, 'alerts.dialog', 'note', errors.note);
  const submit = form.handleSubmit((v) => close({ note: v.note.trim() }));
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close()}
      onAfterLeave={onAfterLeave}
      testId="note-dialog"
      title={t(`alerts.dialog.${to}.title`)}
      description={t(`alerts.dialog.${to}.description`, { plate })}
    >
      <form onSubmit={submit} noValidate data-testid={`note-form-${to}`}>
        <Field
          label={
            <>
              {t(rule === 'required' ? 'alerts.dialog.reason' : 'alerts.dialog.note')}
              {rule === 'optional' ? <span className="ml-1 font-normal text-neutral-500 dark:text-neutral-400">({t('alerts.dialog.optional')})</span> : null}
            </>
          }
          required={rule === 'required'}
          error={error}
          name="note"
        >
          {(ids) => (
            <textarea
              {...ids}
              {...form.register('note')}
              rows={3}
              maxLength={NOTE_MAX}
              autoFocus
              placeholder={t(`alerts.dialog.${to}.placeholder`)}
              className={cn(controlClass(Boolean(error)), 'h-auto py-2')}
              data-testid="field-note"
              onKeyDown={(e) => {
                // Ctrl/⌘ + Enter sends, as in the chat boxes officers are used to.
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
              }}
            />
          )}
        </Field>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" color="neutral" onClick={() => close()} data-testid="note-cancel">
            {t('alerts.dialog.cancel')}
          </Button>
          <Button type="submit" color={to === 'dispatched' ? 'primary' : 'error'} data-testid="note-confirm">
            {t(`alerts.dialog.${to}.confirm`)}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

export interface AssignResult {
  officerId: string | null;
  name: string;
  note?: string;
}

export function AssignDialog({ open, close, onAfterLeave, alert }: OverlayProps<AssignResult> & { alert: Alert }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [tried, setTried] = useState(false);
  const q = useDebounced(text, 300);
  const district = alert.districtCode;
  const officers = useAssignableOfficers(officerSearch(q, district), open);
  const districts = useDistricts();
  const districtName = districts.data?.find((d) => d.code === district);
  const current = alert.assignedOfficer;
  const error = tried && !chosen ? t('alerts.dialog.fieldErrors.officerId.required') : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!chosen) return;
    close({ officerId: chosen.id, name: chosen.name, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  const items = officers.data?.items ?? [];
  const heading = q.trim() || !districtName ? t('alerts.dialog.assign.results') : t('alerts.dialog.assign.inDistrict', { district: districtLabel(districtName, locale) });
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close()}
      onAfterLeave={onAfterLeave}
      testId="assign-dialog"
      title={t('alerts.dialog.assign.title')}
      description={t('alerts.dialog.assign.description', { plate: plateText(alert) })}
    >
      <form onSubmit={submit} noValidate>
        {current ? (
          <p className="mb-3 text-sm text-neutral-700 dark:text-neutral-300" data-testid="assign-current">
            {t('alerts.dialog.assign.current', { name: officerName(current, locale) })}
          </p>
        ) : null}
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400" aria-hidden />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('alerts.dialog.assign.searchPlaceholder')}
            aria-label={t('alerts.dialog.assign.search')}
            className={cn(controlClass(), 'pl-9')}
            maxLength={100}
            autoFocus
            data-testid="assign-search"
          />
        </div>
        <fieldset className="mt-3" aria-invalid={error ? true : undefined} aria-describedby={error ? 'assign-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t('alerts.dialog.assign.officer')}
            <span className="ml-0.5 text-red-700 dark:text-red-400" aria-hidden>
              *
            </span>
            <span className="ml-2 font-normal text-neutral-500 dark:text-neutral-400">{heading}</span>
          </legend>
          <div
            className={cn(
              'max-h-64 overflow-y-auto rounded-md border',
              error ? 'border-red-600 dark:border-red-500' : 'border-neutral-200 dark:border-neutral-700',
              officers.isPlaceholderData && 'opacity-60',
            )}
            data-testid="assign-officers"
          >
            {officers.isPending ? (
              <p className="p-3 text-sm text-neutral-500 dark:text-neutral-400">{t('alerts.dialog.assign.loading')}</p>
            ) : items.length === 0 ? (
              <p className="p-3 text-sm text-neutral-500 dark:text-neutral-400">{t('alerts.dialog.assign.none')}</p>
            ) : (
              items.map((o) => {
                const name = officerName(o, locale);
                const selected = chosen?.id === o.id;
                return (
                  <label
                    key={o.id}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 border-b border-neutral-100 px-3 py-2 text-sm last:border-b-0 dark:border-neutral-800',
                      selected ? 'bg-primary-50 dark:bg-primary-950' : 'hover:bg-neutral-50 dark:hover:bg-neutral-800',
                    )}
                    data-testid="assign-officer"
                    data-badge={o.badgeNo}
                  >
                    <input
                      type="radio"
                      name="officer"
                      value={o.id}
                      checked={selected}
                      onChange={() => setChosen({ id: o.id, name })}
                      className="h-4 w-4 accent-primary-700"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{name}</span>
                      <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                        {[o.badgeNo, o.position, o.phone].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </label>
                );
              })
            )}
          </div>
          {error ? (
            <p id="assign-error" className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert" data-testid="error-officerId">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Field
          className="mt-3"
          label={
            <>
              {t('alerts.dialog.note')}
              <span className="ml-1 font-normal text-neutral-500 dark:text-neutral-400">({t('alerts.dialog.optional')})</span>
            </>
          }
          name="assign-note"
        >
          {(ids) => <input {...ids} value={note} onChange={(e) => setNote(e.target.value)} maxLength={NOTE_MAX} className={controlClass()} data-testid="assign-note" />}
        </Field>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          {current ? (
            <Button variant="ghost" color="error" className="mr-auto" onClick={() => close({ officerId: null, name: officerName(current, locale) })} data-testid="assign-remove">
              <UserMinus className="h-4 w-4" aria-hidden />
              {t('alerts.dialog.assign.unassign')}
            </Button>
          ) : null}
          <Button variant="ghost" color="neutral" onClick={() => close()}>
            {t('alerts.dialog.cancel')}
          </Button>
          <Button type="submit" data-testid="assign-confirm">
            {t('alerts.dialog.assign.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
