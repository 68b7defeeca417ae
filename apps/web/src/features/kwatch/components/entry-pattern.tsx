// A watch pattern as the list and the page show it: a Thai plate when it is a plain plate, otherwise
// the pattern in monospace with its wildcards marked; the match mode beside it either way.
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';

import { cn } from '../../../components/ui/cn';
import { ThaiPlate } from '../../../components/ui/thai-plate';
import { patternView } from '../pattern-display';
import { ModeBadge } from './entry-badges';

/** Monospace for the Latin letters, digits, * and ?; Sarabun for the Thai letters no monospace font has. */
export const patternFont = '[font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,Sarabun,monospace]';

export function PatternText({ entry, className }: { entry: Pick<WatchEntry, 'pattern' | 'mode'>; className?: string }) {
  const view = patternView(entry);
  if (view.kind === 'plate') return <span className={cn(patternFont, className)}>{entry.pattern}</span>;
  return (
    <span className={cn(patternFont, 'tracking-wide whitespace-nowrap', className)} data-testid="pattern-text">
      {view.parts.map((p, i) =>
        p.wild ? (
          <span key={i} className="rounded-sm bg-violet-100 px-0.5 font-bold text-violet-800 dark:bg-violet-900 dark:text-violet-200">
            {p.text}
          </span>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

export function EntryPattern({
  entry,
  size = 'sm',
  layout = 'row',
}: {
  entry: Pick<WatchEntry, 'pattern' | 'mode' | 'maxDistance' | 'province'>;
  size?: 'sm' | 'md' | 'lg';
  layout?: 'row' | 'column';
}) {
  const view = patternView(entry);
  return (
    <span className={cn('inline-flex gap-1.5', layout === 'row' ? 'items-center' : 'flex-col items-start')} data-pattern={entry.pattern}>
      {view.kind === 'plate' ? (
        <ThaiPlate series={view.series} number={view.number} province={entry.province} size={size} />
      ) : (
        <PatternText
          entry={entry}
          className={cn(
            'rounded-md border-2 border-dashed border-neutral-400 bg-white px-2 py-1 text-neutral-900 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100',
            size === 'lg' ? 'text-2xl' : size === 'md' ? 'text-lg' : 'text-sm',
          )}
        />
      )}
      <ModeBadge entry={entry} />
    </span>
  );
}
