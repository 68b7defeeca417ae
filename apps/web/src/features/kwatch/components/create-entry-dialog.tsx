// "New watch entry" in a dialog: the shared fields on the contract's schema; the API's refusals go on
// the fields they name. Closing with unsaved input asks first.
import type { WatchEntry, WatchEntryInput, WatchEntryValues } from '@yaam/shared/contracts/kwatch';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';
import type { DistrictOption } from '../../../lib/districts';
import type { AppLocale } from '../../../lib/format';
import { errorBodyOf } from '../../../lib/http';
import { addToast } from '../../../lib/toast';
import { useCreateEntry } from '../api/save-entry';
import { toFormValues } from '../form-values';
import { EntryFields } from './entry-fields';
import { applyServerErrors, entryResolver, useRevealFirstError } from './form-support';

const dialogRoot = () => document.querySelector('[data-testid="create-dialog"]');

export function CreateEntryDialog({
  open,
  onClose,
  onCreated,
  districts,
  locale,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (entry: WatchEntry) => void;
  districts: readonly DistrictOption[] | undefined;
  locale: AppLocale;
}) {
  const { t } = useTranslation();
  const create = useCreateEntry();
  const [confirmClose, setConfirmClose] = useState(false);
  const form = useForm<WatchEntryInput, unknown, WatchEntryValues>({
    resolver: entryResolver,
    defaultValues: toFormValues() as DefaultValues<WatchEntryInput>,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { handleSubmit, formState, reset } = form;
  // Read while rendering: react-hook-form only tracks the form state a render subscribed to.
  const { isDirty, isSubmitting } = formState;

  useEffect(() => {
    if (!open) return;
    reset(toFormValues() as DefaultValues<WatchEntryInput>);
    setConfirmClose(false);
  }, [open, reset]);
  useRevealFirstError(form, dialogRoot);

  const dismiss = () => (isDirty && !confirmClose ? setConfirmClose(true) : onClose());

  const save = async (values: WatchEntryValues) => {
    try {
      const saved = await create.mutateAsync(values);
      addToast({ color: 'success', title: t('kwatch.form.added'), description: saved.pattern });
      onCreated(saved);
    } catch (error) {
      const body = errorBodyOf(error);
      if (body?.statusCode === 400) {
        const { fields, other } = applyServerErrors(form, body.details);
        if (other || !fields) addToast({ color: 'error', title: t('kwatch.form.refused'), description: body.message });
        return;
      }
      addToast({ color: 'error', title: t(body?.statusCode === 403 ? 'kwatch.form.forbidden' : 'kwatch.form.saveFailed') });
    }
  };

  const busy = isSubmitting || create.isPending;
  return (
    <ModalDialog
      open={open}
      onDismiss={dismiss}
      wide
      testId="create-dialog"
      title={t('kwatch.create.title')}
      description={t('kwatch.create.description')}
      footer={
        confirmClose ? (
          <div className="flex w-full flex-wrap items-center justify-end gap-2" role="alert">
            <span className="mr-auto text-sm">{t('kwatch.leave.description')}</span>
            <Button variant="outline" color="neutral" onClick={() => setConfirmClose(false)} data-testid="leave-stay">
              {t('kwatch.leave.stay')}
            </Button>
            <Button color="error" onClick={onClose} data-testid="leave-discard">
              {t('kwatch.leave.discard')}
            </Button>
          </div>
        ) : (
          <>
            <Button variant="outline" color="neutral" onClick={dismiss} data-testid="create-cancel">
              {t('kwatch.actions.cancel')}
            </Button>
            <Button type="submit" form="create-entry-form" disabled={busy} data-testid="create-save">
              {busy ? t('kwatch.form.saving') : t('kwatch.create.save')}
            </Button>
          </>
        )
      }
    >
      <form id="create-entry-form" onSubmit={handleSubmit(save)} noValidate data-testid="entry-form">
        <EntryFields form={form} districts={districts} locale={locale} />
      </form>
    </ModalDialog>
  );
}
