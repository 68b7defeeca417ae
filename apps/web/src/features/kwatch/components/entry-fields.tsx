// The fields of a watch entry, shared by the create dialog and the edit page: pattern and how it
// matches (with the wildcard rules and, for fuzzy, the distance), province, reason, priority, case
// number, validity, districts to notify, notes. Errors in the user's language beside each field.
import {
  WATCH_PRIORITIES,
  WATCH_REASONS,
  type WatchEntryInput,
  type WatchEntryValues,
} from '@yaam/shared/contracts/kwatch';
import { MATCH_MODES, MAX_FUZZY_DISTANCE } from '@yaam/shared/match/pattern';
import { PROVINCES } from '@yaam/shared/thai';
import { useEffect, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { cn } from '../../../components/ui/cn';
import { controlClass, Field } from '../../../components/ui/field';
import type { DistrictOption } from '../../../lib/districts';
import { sortByText, type AppLocale } from '../../../lib/format';
import { entryErrorText, isoToLocalInput, localInputToIso, type FormField } from '../form-values';
import { DistrictPicker } from './district-picker';
import { patternFont } from './entry-pattern';

export type EntryForm = UseFormReturn<WatchEntryInput, unknown, WatchEntryValues>;

/** A row of radio buttons that looks like a segmented control. */
function Segmented({ name, label, options, children }: { name: string; label: string; options: readonly string[]; children: (value: string) => ReactNode }) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800" data-testid={`field-${name}`}>
      {options.map((o) => (
        <label key={o} className="cursor-pointer">
          {children(o)}
        </label>
      ))}
    </div>
  );
}

const segmentClass =
  'block rounded-md px-3 py-1.5 text-sm text-neutral-700 peer-checked:bg-white peer-checked:font-medium peer-checked:text-neutral-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600 dark:text-neutral-300 dark:peer-checked:bg-neutral-950 dark:peer-checked:text-white';

export function EntryFields({ form, districts, locale }: { form: EntryForm; districts: readonly DistrictOption[] | undefined; locale: AppLocale }) {
  const { t } = useTranslation();
  const { register, control, formState, trigger, getFieldState } = form;
  const { errors } = formState;
  const mode = useWatch({ control, name: 'mode' }) ?? 'exact';

  // The pattern's rules depend on the mode: check it again when the mode changes under it.
  useEffect(() => {
    if (formState.isSubmitted || getFieldState('pattern').isTouched) void trigger('pattern');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  const tr = (keys: string[], params?: Record<string, unknown>) => t(keys, params ?? {});
  const err = (f: FormField) => entryErrorText(tr, f, errors[f] as { type?: string; message?: string } | undefined);
  const input = (f: FormField, extra: Record<string, unknown> = {}) => ({
    className: controlClass(Boolean(errors[f])),
    'data-testid': `field-${f}`,
    ...extra,
  });
  const provinces = sortByText(PROVINCES, (p) => (locale === 'en' ? p.en : p.th), locale);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('kwatch.fields.pattern')}
        required
        error={err('pattern')}
        hint={mode === 'wildcard' ? t('kwatch.form.wildcardHelp') : mode === 'fuzzy' ? t('kwatch.form.fuzzyHelp') : t('kwatch.form.exactHelp')}
        name="pattern"
      >
        {(ids) => (
          <input
            {...ids}
            {...register('pattern')}
            {...input('pattern', { lang: 'th', autoComplete: 'off', spellCheck: false, maxLength: 32, placeholder: mode === 'wildcard' ? 'กข*12?' : '1กท 4521' })}
            className={cn(controlClass(Boolean(errors.pattern)), patternFont, 'text-base tracking-wide')}
          />
        )}
      </Field>

      <div data-field="mode">
        <span className="mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200" id="kwatch-mode-label">
          {t('kwatch.fields.mode')}
        </span>
        <Segmented name="mode" label={t('kwatch.fields.mode')} options={MATCH_MODES}>
          {(m) => (
            <>
              <input type="radio" value={m} {...register('mode')} className="peer sr-only" data-testid={`mode-${m}`} />
              <span className={segmentClass}>{t(`kwatch.mode.${m}`)}</span>
            </>
          )}
        </Segmented>
        {mode === 'fuzzy' ? (
          <Field label={t('kwatch.fields.maxDistance')} error={err('maxDistance')} hint={t('kwatch.form.maxDistanceHint')} name="maxDistance" className="mt-3">
            {(ids) => (
              <select {...ids} {...register('maxDistance', { setValueAs: (v) => Number(v) })} {...input('maxDistance')} className={cn(controlClass(Boolean(errors.maxDistance)), 'w-40')}>
                {Array.from({ length: MAX_FUZZY_DISTANCE + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {t('kwatch.form.distanceOption', { n })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>

      <Field label={t('kwatch.fields.province')} error={err('province')} name="province">
        {(ids) => (
          <select {...ids} {...register('province', { setValueAs: (v: string | null) => v || null })} {...input('province')}>
            <option value="">{t('kwatch.form.anyProvince')}</option>
            {provinces.map((p) => (
              <option key={p.code} value={p.th}>
                {locale === 'en' ? p.en : p.th}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t('kwatch.fields.reason')} required error={err('reason')} name="reason">
        {(ids) => (
          <select {...ids} {...register('reason', { setValueAs: (v: string | undefined) => v || undefined })} {...input('reason')}>
            <option value="">{t('kwatch.form.reasonPlaceholder')}</option>
            {WATCH_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`kwatch.reason.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="sm:col-span-2" data-field="priority">
        <span className="mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('kwatch.fields.priority')}</span>
        <Segmented name="priority" label={t('kwatch.fields.priority')} options={WATCH_PRIORITIES}>
          {(p) => (
            <>
              <input type="radio" value={p} {...register('priority')} className="peer sr-only" data-testid={`priority-${p}`} />
              <span className={segmentClass}>{t(`kwatch.priority.${p}`)}</span>
            </>
          )}
        </Segmented>
      </div>

      <Field label={t('kwatch.fields.caseNo')} error={err('caseNo')} hint={t('kwatch.form.caseNoHint')} name="caseNo" className="sm:col-span-2">
        {(ids) => <input {...ids} {...register('caseNo')} {...input('caseNo', { autoComplete: 'off', maxLength: 64 })} />}
      </Field>

      {(['validFrom', 'validUntil'] as const).map((f) => (
        <Field key={f} label={t(`kwatch.fields.${f}`)} error={err(f)} hint={t(`kwatch.form.${f}Hint`)} name={f}>
          {(ids) => (
            <Controller
              control={control}
              name={f}
              render={({ field }) => (
                <input
                  {...ids}
                  type="datetime-local"
                  value={isoToLocalInput(field.value)}
                  onChange={(e) => field.onChange(localInputToIso(e.target.value))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  {...input(f)}
                />
              )}
            />
          )}
        </Field>
      ))}

      <Field label={t('kwatch.fields.notifyDistricts')} error={err('notifyDistricts')} name="notifyDistricts" className="sm:col-span-2">
        {(ids) => (
          <Controller
            control={control}
            name="notifyDistricts"
            render={({ field }) => (
              <DistrictPicker
                id={ids.id}
                describedBy={ids['aria-describedby']}
                invalid={Boolean(errors.notifyDistricts)}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                districts={districts}
                locale={locale}
              />
            )}
          />
        )}
      </Field>

      <Field label={t('kwatch.fields.notes')} error={err('notes')} hint={t('kwatch.form.notesHint')} name="notes" className="sm:col-span-2">
        {(ids) => (
          <textarea {...ids} {...register('notes')} {...input('notes', { rows: 3, maxLength: 2000 })} className={cn(controlClass(Boolean(errors.notes)), 'h-auto py-2')} />
        )}
      </Field>
    </div>
  );
}
