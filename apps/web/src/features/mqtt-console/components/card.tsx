// A titled panel of the console.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../../../components/ui/cn';

export function Card({
  id,
  title,
  icon: Icon,
  actions,
  children,
  className,
  testId,
}: {
  id: string;
  title: ReactNode;
  icon: LucideIcon;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className={cn('min-w-0 rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900/40', className)}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Icon className="h-4 w-4 text-primary-700 dark:text-primary-400" aria-hidden />
          {title}
        </h2>
        {actions}
      </header>
      <div className="p-4">{children}</div>
    </section>
  );
}
