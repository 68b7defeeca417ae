// The thin route-loading bar at the top of the page (SPEC §9: 3 px).
import { LOADING_BAR } from '@yaam/shared/spec';

import { useLoadingBar } from '../../lib/loading-bar';
import { cn } from './cn';

export function LoadingBar() {
  const { progress, visible, error } = useLoadingBar();
  return (
    <div
      aria-hidden
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-[200] origin-left transition-[transform,opacity] duration-200', error ? 'bg-red-600' : 'bg-primary-600 dark:bg-primary-400')}
      style={{ height: LOADING_BAR.height, transform: `scaleX(${progress / 100})`, opacity: visible ? 1 : 0 }}
    />
  );
}
