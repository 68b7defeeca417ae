// Choose the directory's optional columns (kept in local storage).
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { OPTIONAL_COLUMNS, type OptionalColumn } from '../use-columns';

export function ColumnMenu({
  columns,
  onToggle,
}: {
  columns: readonly OptionalColumn[];
  onToggle: (c: OptionalColumn) => void;
}) {
  const { t } = useTranslation();
  return (
    // Phones show cards, which have no columns to choose.
    <div className="hidden md:block">
      <Menu.Root>
        <Menu.Trigger className={buttonClass('outline', 'neutral')} data-testid="column-menu">
          <Columns3 className="h-4 w-4" aria-hidden />
          {t('police.directory.columns')}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-md border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
          >
            {OPTIONAL_COLUMNS.map((c) => (
              <Menu.CheckboxItem
                key={c}
                checked={columns.includes(c)}
                onCheckedChange={() => onToggle(c)}
                onSelect={(e) => e.preventDefault()}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-neutral-100 dark:data-[highlighted]:bg-neutral-800"
                data-column={c}
              >
                <span className="flex h-4 w-4 items-center justify-center">
                  <Menu.ItemIndicator>
                    <Check className="h-4 w-4" aria-hidden />
                  </Menu.ItemIndicator>
                </span>
                {t(`police.columns.${c}`)}
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
