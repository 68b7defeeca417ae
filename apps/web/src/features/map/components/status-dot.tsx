// The colour swatches of the legend and popups, the same colours the map draws with.
import { cn } from '../../../components/ui/cn';
import type { OverlayPalette } from '../base-style';

export function Swatch({ color, ring, className, square }: { color: string; ring?: string; className?: string; square?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block h-3 w-3 shrink-0', square ? 'rounded-[3px]' : 'rounded-full', className)}
      style={{ backgroundColor: color, boxShadow: ring ? `0 0 0 2px ${ring}` : undefined }}
    />
  );
}

export const statusColor = (p: OverlayPalette, status: 'online' | 'flagged' | 'offline') => p[status];
