// Form controls that look alike everywhere: a labelled field with its hint and its error, inputs and
// selects in light and dark.
import { useId, type ReactNode } from 'react';

import { cn } from './cn';

export const controlClass = (invalid = false) =>
  cn(
    'block h-10 w-full scroll-mt-24 rounded-md border bg-white px-3 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 disabled:cursor-not-allowed disabled:bg-neutral-100 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500 dark:disabled:bg-neutral-800',
    invalid ? 'border-red-600 dark:border-red-500' : 'border-neutral-300 dark:border-neutral-700',
  );

/** Renders the control through a function so it gets the ids that tie label, hint and error together. */
export function Field({
  label,
  hint,
  error,
  required,
  className,
  name,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  name?: string;
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-field={name}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700 dark:text-red-400" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400" data-testid={name ? `error-${name}` : undefined} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <span className={cn('block animate-pulse rounded bg-neutral-200 dark:bg-neutral-800', className)} aria-hidden />;
}
