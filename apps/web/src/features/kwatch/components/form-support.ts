// What the create dialog and the edit page share around the fields: the resolver on the contract's
// schema, a refused save's 400 details on the fields (the way lib/form-errors maps them, with the
// schema's and the API's own messages kept as specific tokens), and bringing the first error into view.
import { zodResolver } from '@hookform/resolvers/zod';
import { watchEntryInputSchema, type WatchEntryInput } from '@yaam/shared/contracts/kwatch';
import { useEffect, useRef } from 'react';
import type { FieldPath } from 'react-hook-form';

import { encodeToken, serverFieldErrors, zodErrorMap } from '../../../lib/form-errors';
import { FORM_FIELDS, messageToken } from '../form-values';
import type { EntryForm } from './entry-fields';

export const entryResolver = zodResolver(watchEntryInputSchema, { error: zodErrorMap });

/** Sets the errors on the form; returns how many went on fields and how many did not fit one. */
export function applyServerErrors(form: EntryForm, details: ReadonlyArray<{ field: string; message: string }> | undefined) {
  const mapped = serverFieldErrors(details, FORM_FIELDS);
  mapped.fields.forEach((f, i) => {
    const raw = details?.find((d) => d.field.replace(/^body\./, '').split('.')[0] === f.name)?.message;
    const token = messageToken(raw);
    form.setError(
      f.name as FieldPath<WatchEntryInput>,
      { type: 'server', message: token ? encodeToken(token.code, token.params) : f.message },
      { shouldFocus: i === 0 },
    );
  });
  return { fields: mapped.fields.length, other: mapped.other.length };
}

/**
 * After each submit that ended with errors, the first field in error is focused and scrolled to the
 * middle of its scrolling box (a field under the sticky top bar counts as visible to the browser).
 */
export function useRevealFirstError(form: EntryForm, root: () => ParentNode | null) {
  const { submitCount, isSubmitting, errors } = form.formState;
  const revealed = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === revealed.current) return;
    revealed.current = submitCount;
    const first = FORM_FIELDS.find((f) => errors[f]);
    if (!first) return;
    const box = (root() ?? document).querySelector<HTMLElement>(`[data-field="${first}"]`);
    box?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'center' });
  }, [submitCount, isSubmitting, errors, root]);
}
