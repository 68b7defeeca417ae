// /police/add and /police/edit/{id}: one form on the shared zod schema. Errors in the user's language,
// grouped rank picker, searchable district picker, a warning before unsaved changes are lost, and on a
// stale save a dialog that shows who changed the record and lets the user reload or overwrite.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import {
  OFFICER_STATUSES,
  officerInputSchema,
  type Officer,
  type OfficerInput,
} from '@yaam/shared/contracts/police';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { DistrictCombobox } from '../../../components/district-combobox';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { controlClass, Field } from '../../../components/ui/field';
import { LeaveDialog } from '../../../components/ui/leave-dialog';
import { useDistrictNames, useDistricts } from '../../../lib/districts';
import { encodeToken, serverFieldErrors, translateFieldError, zodErrorMap } from '../../../lib/form-errors';
import { errorBodyOf } from '../../../lib/http';
import { createOverlay } from '../../../lib/overlay';
import { addToast } from '../../../lib/toast';
import { useCan } from '../../../lib/use-can';
import { useAppLocale } from '../../../lib/use-locale';
import { useCreateOfficer, useUpdateOfficer } from '../api/save-officer';
import { FORM_FIELDS, toFormValues, type FormField, type FormValues } from '../form-values';
import { officerTitle } from '../rank';
import { OfficerConflictDialog } from './conflict-dialog';
import { RankOptions } from './rank-options';

type Output = z.output<typeof officerInputSchema>;

const conflictOverlay = createOverlay(OfficerConflictDialog);
const leaveOverlay = createOverlay(LeaveDialog, { area: 'police' });
const resolver = zodResolver(officerInputSchema, { error: zodErrorMap });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800">
      <legend className="px-1 text-sm font-semibold text-neutral-700 dark:text-neutral-200">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function OfficerForm({ officer }: { officer?: Officer }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const navigate = useNavigate();
  const canDelete = useCan('police', 'd');
  const districts = useDistricts();
  const districtName = useDistrictNames(locale);
  const create = useCreateOfficer();
  const update = useUpdateOfficer();
  const [version, setVersion] = useState(officer?.version ?? 0);
  const form = useForm<OfficerInput, unknown, Output>({
    resolver,
    defaultValues: toFormValues(officer),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { register, handleSubmit, control, formState, setError, reset, getValues, setFocus } = form;
  const { errors, isDirty, isSubmitting } = formState;

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
  useEffect(() => {
    const first = FORM_FIELDS.find((f) => errors[f]);
    if (!first || !formState.isSubmitted || isSubmitting) return;
    // A field under the sticky top bar counts as visible to the browser: centre it ourselves.
    const el = document.querySelector<HTMLElement>(`[data-testid="field-${first}"]`);
    if (!el) return setFocus(first);
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  }, [errors, formState.isSubmitted, isSubmitting, setFocus]);

  const tr = (keys: string[], params?: Record<string, unknown>) => t(keys, params ?? {});
  const err = (f: FormField) => translateFieldError(tr, 'police', f, errors[f]);

  const done = (saved: Officer, added: boolean) => {
    leaving.current = true;
    reset(toFormValues(saved));
    addToast({
      color: 'success',
      title: t(added ? 'police.form.added' : 'police.form.saved'),
      description: officerTitle(saved, locale),
    });
    void navigate({ to: '/polices', search: added ? { q: saved.badgeNo } : {} });
  };

  async function handleError(error: unknown, values: Output) {
    const body = errorBodyOf(error);
    if (body?.statusCode === 409 && officer && body.current && typeof body.current === 'object') {
      const current = body.current as Officer;
      const choice = await conflictOverlay.open({
        current,
        mine: { ...toFormValues(officer), ...(getValues() as FormValues) },
        districtName,
      });
      if (choice === 'reload') {
        setVersion(current.version);
        reset(toFormValues(current));
        addToast({ color: 'info', title: t('police.conflict.reloaded') });
      } else if (choice === 'overwrite') {
        await save(values, { force: true, version: current.version });
      }
      return;
    }
    if (body && (body.statusCode === 400 || body.statusCode === 409)) {
      const mapped = serverFieldErrors(body.details, FORM_FIELDS);
      // A duplicate badge on update comes back without details (the conflict schema has none).
      if (body.statusCode === 409 && mapped.fields.length === 0)
        mapped.fields.push({ name: 'badgeNo', message: encodeToken('taken') });
      for (const f of mapped.fields)
        setError(
          f.name as FieldPath<OfficerInput>,
          { type: 'server', message: f.message },
          { shouldFocus: f === mapped.fields[0] },
        );
      if (mapped.other.length || mapped.fields.length === 0)
        addToast({ color: 'error', title: t('police.form.refused') });
      return;
    }
    const key = body?.statusCode === 403 ? 'forbidden' : body?.statusCode === 404 ? 'gone' : 'saveFailed';
    addToast({ color: 'error', title: t(`police.form.${key}`) });
  }

  async function save(values: Output, opts: { force?: boolean; version?: number } = {}) {
    try {
      if (officer)
        done(
          await update.mutateAsync({
            id: officer.id,
            input: values,
            version: opts.version ?? version,
            force: opts.force,
          }),
          false,
        );
      else done(await create.mutateAsync(values), true);
    } catch (error) {
      await handleError(error, values);
    }
  }

  const busy = isSubmitting || create.isPending || update.isPending;
  const input = (f: FormField, extra: Record<string, unknown> = {}) => ({
    ...register(f),
    className: controlClass(Boolean(errors[f])),
    'data-testid': `field-${f}`,
    ...extra,
  });

  return (
    <form
      onSubmit={handleSubmit((v) => save(v))}
      noValidate
      className="space-y-5"
      data-testid="officer-form"
      data-version={version}
    >
      <Section title={t('police.form.identity')}>
        <Field
          label={t('police.fields.badgeNo')}
          required
          error={err('badgeNo')}
          hint={t('police.form.badgeHint')}
          name="badgeNo"
        >
          {(ids) => (
            <input
              {...ids}
              {...input('badgeNo', { inputMode: 'text', autoComplete: 'off', maxLength: 20 })}
            />
          )}
        </Field>
        <Field label={t('police.fields.rank')} required error={err('rank')} name="rank">
          {(ids) => (
            <select {...ids} {...input('rank')}>
              <option value="">{t('police.form.rankPlaceholder')}</option>
              <RankOptions locale={locale} />
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <span
            className="mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200"
            id="status-label"
          >
            {t('police.fields.status')}
          </span>
          <div
            role="radiogroup"
            aria-labelledby="status-label"
            className="inline-flex flex-wrap gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800"
          >
            {OFFICER_STATUSES.map((s) => (
              <label key={s} className="cursor-pointer">
                <input
                  type="radio"
                  value={s}
                  {...register('status')}
                  className="peer sr-only"
                  data-testid={`status-${s}`}
                />
                <span className="block rounded-md px-3 py-1.5 text-sm text-neutral-700 peer-checked:bg-white peer-checked:font-medium peer-checked:text-neutral-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600 dark:text-neutral-300 dark:peer-checked:bg-neutral-950 dark:peer-checked:text-white">
                  {t(`police.status.${s}`)}
                </span>
              </label>
            ))}
          </div>
        </div>
      </Section>

      <Section title={t('police.form.names')}>
        <Field label={t('police.fields.firstNameTh')} required error={err('firstNameTh')} name="firstNameTh">
          {(ids) => <input {...ids} {...input('firstNameTh', { lang: 'th', maxLength: 100 })} />}
        </Field>
        <Field label={t('police.fields.lastNameTh')} required error={err('lastNameTh')} name="lastNameTh">
          {(ids) => <input {...ids} {...input('lastNameTh', { lang: 'th', maxLength: 100 })} />}
        </Field>
        <Field
          label={t('police.fields.firstNameEn')}
          error={err('firstNameEn')}
          hint={t('police.form.optional')}
          name="firstNameEn"
        >
          {(ids) => <input {...ids} {...input('firstNameEn', { lang: 'en', maxLength: 100 })} />}
        </Field>
        <Field
          label={t('police.fields.lastNameEn')}
          error={err('lastNameEn')}
          hint={t('police.form.optional')}
          name="lastNameEn"
        >
          {(ids) => <input {...ids} {...input('lastNameEn', { lang: 'en', maxLength: 100 })} />}
        </Field>
      </Section>

      <Section title={t('police.form.posting')}>
        <Field label={t('police.fields.position')} error={err('position')} name="position">
          {(ids) => <input {...ids} {...input('position', { maxLength: 200 })} />}
        </Field>
        <Field label={t('police.fields.districtCode')} error={err('districtCode')} name="districtCode">
          {(ids) => (
            <Controller
              control={control}
              name="districtCode"
              render={({ field }) => (
                <DistrictCombobox
                  id={ids.id}
                  describedBy={ids['aria-describedby']}
                  invalid={Boolean(errors.districtCode)}
                  value={field.value ?? null}
                  onChange={(code) => field.onChange(code)}
                  onBlur={field.onBlur}
                  districts={districts.data ?? []}
                  locale={locale}
                />
              )}
            />
          )}
        </Field>
      </Section>

      <Section title={t('police.form.contact')}>
        <Field
          label={t('police.fields.phone')}
          error={err('phone')}
          hint={t('police.form.phoneHint')}
          name="phone"
        >
          {(ids) => (
            <input {...ids} {...input('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })} />
          )}
        </Field>
        <Field label={t('police.fields.email')} error={err('email')} name="email">
          {(ids) => (
            <input {...ids} {...input('email', { type: 'email', inputMode: 'email', autoComplete: 'off' })} />
          )}
        </Field>
      </Section>

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy} data-testid="save-officer">
          {busy ? t('police.form.saving') : officer ? t('police.actions.save') : t('police.actions.add')}
        </Button>
        <Link to="/polices" className={buttonClass('outline', 'neutral')} data-testid="cancel">
          {t('police.actions.cancel')}
        </Link>
        <span
          className={cn('text-sm text-neutral-500 dark:text-neutral-400', !isDirty && 'invisible')}
          aria-live="polite"
        >
          {t('police.form.unsaved')}
        </span>
        <div className="flex-1" />
        {officer && canDelete ? (
          <Link
            to="/police/delete/$id"
            params={{ id: officer.id }}
            className={buttonClass('ghost', 'error')}
            data-testid="delete-officer"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('police.actions.delete')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
