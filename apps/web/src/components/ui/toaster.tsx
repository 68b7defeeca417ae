// Radix Toast with the SPEC §9 defaults: 5000 ms, at most 5, 16 px gap, 24rem (full width minus 2rem
// on small screens), bottom-right, swipe towards the edge, threshold 50, a stack that expands on hover.
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST, TOAST_VIEWPORT } from '@yaam/shared/spec';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { removeToast, swipeDirectionFor, useToasts, type ToastColor, type ToastItem, type ToastPosition } from '../../lib/toast';
import { cn } from './cn';

const position: ToastPosition = TOAST.position;

const accent: Record<ToastColor, string> = {
  primary: 'text-primary-700 dark:text-primary-400',
  secondary: 'text-blue-700 dark:text-blue-400',
  success: 'text-green-700 dark:text-green-400',
  info: 'text-blue-700 dark:text-blue-400',
  warning: 'text-yellow-700 dark:text-yellow-400',
  error: 'text-red-700 dark:text-red-400',
  neutral: 'text-neutral-700 dark:text-neutral-300',
};
const bar: Record<ToastColor, string> = {
  primary: 'bg-primary-600',
  secondary: 'bg-blue-600',
  success: 'bg-green-600',
  info: 'bg-blue-600',
  warning: 'bg-yellow-500',
  error: 'bg-red-600',
  neutral: 'bg-neutral-500',
};
const defaultIcon: Partial<Record<ToastColor, ReactNode>> = {
  success: <CircleCheck className="h-5 w-5" aria-hidden />,
  info: <Info className="h-5 w-5" aria-hidden />,
  warning: <TriangleAlert className="h-5 w-5" aria-hidden />,
  error: <CircleAlert className="h-5 w-5" aria-hidden />,
};

function ToastCard({ item, index, offset, expanded, onHeight }: { item: ToastItem; index: number; offset: number; expanded: boolean; onHeight: (id: string, h: number) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    if (ref.current) onHeight(item.id, ref.current.offsetHeight);
  });
  const icon = item.icon ?? defaultIcon[item.color];
  const style: CSSProperties = {
    zIndex: 100 - index,
    transform: expanded ? `translateY(-${offset}px)` : `translateY(-${index * 10}px) scale(${1 - index * 0.05})`,
    opacity: !expanded && index > 2 ? 0 : 1,
  };
  return (
    <RadixToast.Root
      ref={ref}
      type={item.type}
      duration={item.duration}
      onOpenChange={(open) => !open && removeToast(item.id)}
      className="toast-root absolute right-0 bottom-0 w-full overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg transition-[transform,opacity] duration-200 dark:border-neutral-800 dark:bg-neutral-900"
      style={style}
    >
      <div className={cn('flex gap-3 p-4', item.orientation === 'horizontal' ? 'items-center' : 'items-start')}>
        {item.avatar ? <img src={item.avatar.src} alt={item.avatar.alt} className="h-8 w-8 shrink-0 rounded-full" /> : icon ? <span className={cn('shrink-0', accent[item.color])}>{icon}</span> : null}
        <div className={cn('min-w-0 flex-1', item.orientation === 'horizontal' && 'flex items-center gap-3')}>
          <div className="min-w-0 flex-1">
            {item.title ? <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title> : null}
            {item.description ? <RadixToast.Description className="text-sm text-neutral-600 dark:text-neutral-300">{item.description}</RadixToast.Description> : null}
          </div>
          {item.actions?.length ? (
            <div className={cn('flex gap-2', item.orientation === 'vertical' && 'mt-2')}>
              {item.actions.map((a) => (
                <RadixToast.Action key={a.label} altText={a.label} asChild>
                  <button type="button" onClick={a.onClick} className="rounded-md bg-primary-700 px-3 py-1 text-xs font-medium text-white hover:bg-primary-800 dark:bg-primary-500 dark:text-neutral-950">
                    {a.label}
                  </button>
                </RadixToast.Action>
              ))}
            </div>
          ) : null}
        </div>
        {item.close ? (
          <RadixToast.Close aria-label={t('toast.close')} className="shrink-0 rounded p-1 text-neutral-500 hover:bg-neutral-100 dark:text-neutral-400 dark:hover:bg-neutral-800">
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        ) : null}
      </div>
      {item.progress && item.duration > 0 && Number.isFinite(item.duration) ? (
        <div className={cn('toast-progress h-1', bar[item.color])} style={{ animationDuration: `${item.duration}ms` }} />
      ) : null}
    </RadixToast.Root>
  );
}

export function Toaster() {
  const { t } = useTranslation();
  const items = useToasts();
  const [expanded, setExpanded] = useState(false);
  const [heights, setHeights] = useState<Record<string, number>>({});
  const onHeight = (id: string, h: number) => setHeights((prev) => (prev[id] === h ? prev : { ...prev, [id]: h }));
  // Newest first, at the bottom edge.
  const ordered = [...items].reverse();
  let acc = 0;
  const offsets = ordered.map((item) => {
    const o = acc;
    acc += (heights[item.id] ?? 72) + TOAST.gap;
    return o;
  });
  const stackHeight = expanded ? acc : (heights[ordered[0]?.id ?? ''] ?? 0) + Math.min(ordered.length - 1, 2) * 10;
  return (
    <RadixToast.Provider duration={TOAST.duration} swipeDirection={swipeDirectionFor(position)} swipeThreshold={TOAST.swipeThreshold} label={t('toast.close')}>
      {ordered.map((item, i) => (
        <ToastCard key={item.id} item={item} index={i} offset={offsets[i] ?? 0} expanded={expanded} onHeight={onHeight} />
      ))}
      <RadixToast.Viewport
        onMouseEnter={() => setExpanded(true)}
        onMouseLeave={() => setExpanded(false)}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        className="toast-viewport fixed right-4 bottom-4 z-[100] m-0 list-none p-0 outline-none"
        style={{ width: `min(${TOAST_VIEWPORT.width}, ${TOAST_VIEWPORT.mobileWidth})`, height: items.length ? stackHeight : 0 }}
      />
    </RadixToast.Provider>
  );
}
