// A licence plate drawn the way a Thai plate looks: series and number on the top line, the province
// underneath (in the reader's language when we know the province). Used by every list of reads,
// alerts and watch entries so that a plate always reads the same.
import { findProvince } from '@yaam/shared/thai';
import { useTranslation } from 'react-i18next';

import { cn } from './cn';

export interface ThaiPlateProps {
  series: string;
  number: string;
  province?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = {
  sm: { box: 'min-w-[5.5rem] px-1.5 py-0.5', top: 'text-sm', bottom: 'text-[0.6rem]' },
  md: { box: 'min-w-[7rem] px-2 py-1', top: 'text-lg', bottom: 'text-[0.7rem]' },
  lg: { box: 'min-w-[10rem] px-3 py-1.5', top: 'text-3xl', bottom: 'text-sm' },
} as const;

/** The province's name in the reader's language; the text as sent when it is not a province we know. */
export function provinceLabel(province: string | null | undefined, locale: string): string | null {
  if (!province) return null;
  const known = findProvince(province);
  if (!known) return province;
  return locale === 'en' ? known.en : known.th;
}

export function ThaiPlate({ series, number, province, size = 'md', className }: ThaiPlateProps) {
  const { i18n } = useTranslation();
  const s = sizes[size];
  const label = provinceLabel(province, i18n.resolvedLanguage ?? i18n.language);
  const plate = `${series} ${number}`.trim();
  return (
    <span
      className={cn(
        'inline-flex flex-col items-center rounded-md border-2 border-neutral-900 bg-white leading-tight text-neutral-950 shadow-sm dark:border-neutral-300',
        s.box,
        className,
      )}
      aria-label={label ? `${plate} ${label}` : plate}
      data-testid="thai-plate"
    >
      <span className={cn('font-semibold tracking-wide whitespace-nowrap tabular-nums', s.top)}>{plate}</span>
      {label ? <span className={cn('whitespace-nowrap', s.bottom)}>{label}</span> : null}
    </span>
  );
}
