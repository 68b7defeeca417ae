// Add or edit a device in a dialog: one form on the shared zod schema, errors in the user's language
// on the field that is wrong (the schema's or the API's), a question before unsaved changes are
// dropped, and on a stale save the conflict choice in place of the form.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEVICE_KINDS,
  deviceInputSchema,
  type Device,
  type DeviceInput,
} from '@yaam/shared/contracts/devices';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { DistrictCombobox } from '../../../components/district-combobox';
import { Button } from '../../../components/ui/button';
import type { ConflictChoice } from '../../../components/ui/conflict-dialog';
import { ModalDialog } from '../../../components/ui/dialog';
import { controlClass, Field } from '../../../components/ui/field';
import { useDistricts } from '../../../lib/districts';
import { encodeToken, serverFieldErrors, translateFieldError, zodErrorMap } from '../../../lib/form-errors';
import { errorBodyOf } from '../../../lib/http';
import type { OverlayProps } from '../../../lib/overlay';
import { useAppLocale } from '../../../lib/use-locale';
import { useCreateDevice, useUpdateDevice, type DeviceWithSecret } from '../api/save-device';
import {
  DEVICE_FORM_FIELDS,
  idOrUndefined,
  numberOrNull,
  toFormValues,
  type DeviceFormField,
  type DeviceFormValues,
} from '../form-values';
import { DeviceConflict } from './device-conflict';

type Output = z.output<typeof deviceInputSchema>;
const resolver = zodResolver(deviceInputSchema, { error: zodErrorMap });

/** Created: the device and its secret (shown next, once). Edited: the device. */
export type FormResult = { created: DeviceWithSecret } | { saved: Device };

export function DeviceFormDialog({
  open,
  close,
  onAfterLeave,
  device,
}: OverlayProps<FormResult> & { device?: Device }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const districts = useDistricts();
  const create = useCreateDevice();
  const update = useUpdateDevice();
  const [version, setVersion] = useState(device?.version ?? 0);
  const [conflict, setConflict] = useState<Device | null>(null);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<DeviceInput, unknown, Output>({
    resolver,
    defaultValues: toFormValues(device),
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, formState, setError, reset, getValues } = form;
  const { errors, isDirty, isSubmitting } = formState;

  const tr = (keys: string[], params?: Record<string, unknown>) => t(keys, params ?? {});
  const err = (f: DeviceFormField) => translateFieldError(tr, 'devices', f, errors[f]);

  function handleError(error: unknown) {
    const body = errorBodyOf(error);
    if (body?.statusCode === 409 && device && body.current && typeof body.current === 'object') {
      setConflict(body.current as Device);
      return;
    }
    if (body && (body.statusCode === 400 || body.statusCode === 409)) {
      const mapped = serverFieldErrors(body.details, DEVICE_FORM_FIELDS);
      if (body.statusCode === 409 && mapped.fields.length === 0)
        mapped.fields.push({ name: 'serial', message: encodeToken('taken') });
      mapped.fields.forEach((f, i) =>
        setError(
          f.name as FieldPath<DeviceInput>,
          { type: 'server', message: f.message },
          { shouldFocus: i === 0 },
        ),
      );
      if (mapped.other.length || mapped.fields.length === 0) setRefused(t('devices.form.refused'));
      return;
    }
    const key = body?.statusCode === 403 ? 'forbidden' : body?.statusCode === 404 ? 'gone' : 'saveFailed';
    setRefused(t(`devices.form.${key}`));
  }

  async function save(values: Output, opts: { force?: boolean; version?: number } = {}) {
    setRefused(null);
    try {
      if (device) {
        const { id: _id, ...input } = values;
        const saved = await update.mutateAsync({
          id: device.id,
          input,
          version: opts.version ?? version,
          force: opts.force,
        });
        close({ saved });
      } else {
        close({ created: await create.mutateAsync(values) });
      }
    } catch (error) {
      handleError(error);
    }
  }

  async function choose(choice: ConflictChoice | 'back') {
    const current = conflict;
    if (!current) return;
    if (choice === 'reload') {
      setVersion(current.version);
      reset(toFormValues(current));
    } else if (choice === 'overwrite') {
      await handleSubmit((v) => save(v, { force: true, version: current.version }))();
    }
    setConflict(null);
  }

  const dismiss = () => (isDirty && !asking ? setAsking(true) : close());
  const busy = isSubmitting || create.isPending || update.isPending;
  const input = (
    f: DeviceFormField,
    extra: Record<string, unknown> = {},
    setValueAs?: (v: unknown) => unknown,
  ) => ({
    ...register(f, setValueAs ? { setValueAs } : {}),
    className: controlClass(Boolean(errors[f])),
    'data-testid': `field-${f}`,
    ...extra,
  });
  const numberInput = (f: 'lat' | 'lng' | 'heading', extra: Record<string, unknown>) =>
    input(f, { type: 'number', inputMode: 'decimal', ...extra }, numberOrNull);

  return (
    <ModalDialog
      open={open}
      onDismiss={dismiss}
      onAfterLeave={onAfterLeave}
      wide
      testId="device-form-dialog"
      title={device ? t('devices.form.editTitle', { id: device.id }) : t('devices.form.addTitle')}
      description={device ? t('devices.form.editDescription') : t('devices.form.addDescription')}
    >
      {conflict ? (
        <DeviceConflict
          current={conflict}
          mine={{ ...toFormValues(device), ...(getValues() as DeviceFormValues) }}
          onChoose={(c) => void choose(c)}
          busy={busy}
        />
      ) : (
        <form
          onSubmit={handleSubmit((v) => save(v))}
          noValidate
          className="space-y-4"
          data-testid="device-form"
          data-version={version}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {device ? null : (
              <Field
                label={t('devices.fields.id')}
                error={err('id')}
                hint={t('devices.form.idHint')}
                name="id"
              >
                {(ids) => (
                  <input
                    {...ids}
                    {...input('id', { autoComplete: 'off', maxLength: 64, spellCheck: false }, idOrUndefined)}
                  />
                )}
              </Field>
            )}
            <Field
              label={t('devices.fields.serial')}
              required
              error={err('serial')}
              hint={t('devices.form.serialHint')}
              name="serial"
            >
              {(ids) => (
                <input
                  {...ids}
                  {...input('serial', { autoComplete: 'off', maxLength: 64, spellCheck: false })}
                />
              )}
            </Field>
            <Field
              label={t('devices.fields.name')}
              required
              error={err('name')}
              name="name"
              className={device ? undefined : 'sm:col-span-2'}
            >
              {(ids) => <input {...ids} {...input('name', { maxLength: 200 })} />}
            </Field>
            <Field label={t('devices.fields.kind')} required error={err('kind')} name="kind">
              {(ids) => (
                <select {...ids} {...input('kind')}>
                  {DEVICE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`devices.kind.${k}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t('devices.fields.siteName')}
              error={err('siteName')}
              hint={t('devices.form.siteHint')}
              name="siteName"
            >
              {(ids) => <input {...ids} {...input('siteName', { maxLength: 200 })} />}
            </Field>
            <Field
              label={t('devices.fields.districtCode')}
              error={err('districtCode')}
              hint={t('devices.form.districtHint')}
              name="districtCode"
              className="sm:col-span-2"
            >
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
            <div className="grid grid-cols-3 gap-3 sm:col-span-2">
              <Field label={t('devices.fields.lat')} error={err('lat')} name="lat">
                {(ids) => <input {...ids} {...numberInput('lat', { step: 'any', min: -90, max: 90 })} />}
              </Field>
              <Field label={t('devices.fields.lng')} error={err('lng')} name="lng">
                {(ids) => <input {...ids} {...numberInput('lng', { step: 'any', min: -180, max: 180 })} />}
              </Field>
              <Field label={t('devices.fields.heading')} error={err('heading')} name="heading">
                {(ids) => (
                  <input
                    {...ids}
                    {...numberInput('heading', { step: 1, min: 0, max: 359, inputMode: 'numeric' })}
                  />
                )}
              </Field>
            </div>
            <label className="flex items-start gap-2 text-sm sm:col-span-2">
              <input
                type="checkbox"
                {...register('enabled')}
                className="mt-0.5 h-4 w-4 accent-primary-700"
                data-testid="field-enabled"
              />
              <span>
                <span className="font-medium">{t('devices.form.enabledLabel')}</span>
                <span className="block text-xs text-neutral-600 dark:text-neutral-300">
                  {t('devices.form.enabledHint')}
                </span>
              </span>
            </label>
          </div>
          {refused ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
              data-testid="form-refused"
            >
              {refused}
            </p>
          ) : null}
          {asking ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200"
              data-testid="leave-dialog"
            >
              <span>{t('devices.form.discardQuestion')}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  color="neutral"
                  onClick={() => setAsking(false)}
                  data-testid="leave-stay"
                >
                  {t('devices.form.keepEditing')}
                </Button>
                <Button size="sm" color="error" onClick={() => close()} data-testid="leave-discard">
                  {t('devices.form.discard')}
                </Button>
              </span>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" color="neutral" onClick={dismiss} data-testid="cancel">
              {t('devices.actions.cancel')}
            </Button>
            <Button type="submit" disabled={busy} data-testid="save-device">
              {busy
                ? t('devices.form.saving')
                : device
                  ? t('devices.actions.save')
                  : t('devices.actions.add')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
