// A stale save (409 with the current record): who changed it and when, the fields where their version
// and mine differ side by side, and a conscious choice — take their version, or overwrite it with mine.
// As a modal (an overlay) or in place of a form already inside a dialog. The texts are the area's own
// (`<area>.conflict.*`), so each screen keeps its wording.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../lib/format';
import type { OverlayProps } from '../../lib/overlay';
import { useAppLocale } from '../../lib/use-locale';
import { Button } from './button';
import { ModalDialog } from './dialog';

export type ConflictChoice = 'reload' | 'overwrite';

/** The messages under `<area>.conflict` that every conflict shows. */
export const CONFLICT_MESSAGES = [
  'title',
  'description',
  'someone',
  'field',
  'theirs',
  'mine',
  'same',
  'reload',
  'overwrite',
] as const;

/** A value as text: '—' for empty, else as `name` puts it (a code's name, a translated choice) or as it is. */
export const valueText = (v: unknown, name?: (value: string) => string): string =>
  v === null || v === undefined || v === '' ? '—' : name ? name(String(v)) : String(v);

export interface ConflictProps<F extends string> {
  /** the area whose `conflict.*` messages are shown, e.g. 'police' */
  area: string;
  /** the saved record: who saved it and when, and its values */
  current: { updatedBy: string | null; updatedAt: string } & Partial<Record<F, unknown>>;
  mine: Partial<Record<F, unknown>>;
  /** the fields that differ, in the order to show them */
  fields: readonly F[];
  label: (field: F) => string;
  format: (field: F, value: unknown) => ReactNode;
  /** the button that closes without choosing (cancel, back to the form) */
  dismissLabel: string;
}

function useConflictText<F extends string>({ area, current }: Pick<ConflictProps<F>, 'area' | 'current'>) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const text = (key: (typeof CONFLICT_MESSAGES)[number]) => t(`${area}.conflict.${key}`);
  const description = t(`${area}.conflict.description`, {
    who: current.updatedBy ?? text('someone'),
    when: formatDateTime(current.updatedAt, locale),
  });
  return { text, description };
}

function Comparison<F extends string>({ area, current, mine, fields, label, format }: ConflictProps<F>) {
  const { text } = useConflictText({ area, current });
  if (!fields.length) return <p className="text-sm">{text('same')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-neutral-600 dark:text-neutral-300">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {text('field')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {text('theirs')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {text('mine')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {fields.map((f) => (
            <tr key={f} data-conflict-field={f}>
              <th
                scope="row"
                className="py-1.5 pr-3 text-left font-normal text-neutral-600 dark:text-neutral-400"
              >
                {label(f)}
              </th>
              <td className="py-1.5 pr-3 wrap-anywhere">{format(f, current[f])}</td>
              <td className="py-1.5 wrap-anywhere">{format(f, mine[f])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Choices({
  text,
  dismissLabel,
  onChoose,
  busy,
}: {
  text: (key: 'reload' | 'overwrite') => string;
  dismissLabel: string;
  onChoose: (choice: ConflictChoice | undefined) => void;
  busy?: boolean;
}) {
  return (
    <>
      <Button variant="ghost" color="neutral" onClick={() => onChoose(undefined)} disabled={busy}>
        {dismissLabel}
      </Button>
      <Button
        variant="outline"
        color="neutral"
        onClick={() => onChoose('reload')}
        disabled={busy}
        data-testid="conflict-reload"
      >
        {text('reload')}
      </Button>
      <Button
        color="error"
        onClick={() => onChoose('overwrite')}
        disabled={busy}
        data-testid="conflict-overwrite"
      >
        {text('overwrite')}
      </Button>
    </>
  );
}

/** The conflict as a modal overlay; closes with the choice, or nothing when dismissed. */
export function ConflictDialog<F extends string>({
  open,
  close,
  onAfterLeave,
  ...props
}: OverlayProps<ConflictChoice> & ConflictProps<F>) {
  const { text, description } = useConflictText(props);
  return (
    <ModalDialog
      open={open}
      onDismiss={() => close()}
      onAfterLeave={onAfterLeave}
      wide
      testId="conflict-dialog"
      title={text('title')}
      description={description}
      footer={<Choices text={text} dismissLabel={props.dismissLabel} onChoose={close} />}
    >
      <Comparison {...props} />
    </ModalDialog>
  );
}

/** The conflict in place of a form that is already in a dialog; dismissing means "back to the form". */
export function ConflictPanel<F extends string>({
  onChoose,
  busy,
  ...props
}: ConflictProps<F> & { onChoose: (choice: ConflictChoice | 'back') => void; busy: boolean }) {
  const { text, description } = useConflictText(props);
  const id = useId();
  return (
    <div
      data-testid="conflict-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {text('title')}
      </h3>
      <p id={`${id}-description`} className="mt-1 mb-3 text-sm text-neutral-600 dark:text-neutral-300">
        {description}
      </p>
      <Comparison {...props} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Choices
          text={text}
          dismissLabel={props.dismissLabel}
          onChoose={(c) => onChoose(c ?? 'back')}
          busy={busy}
        />
      </div>
    </div>
  );
}
