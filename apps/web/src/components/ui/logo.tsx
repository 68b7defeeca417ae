// Yaam's mark: a watchful eye on a green shield-square, plus the Thai and Latin names.
import { cn } from './cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary-700 dark:fill-primary-500" />
      <path d="M3.5 16c3.5-6 8-9 12.5-9s9 3 12.5 9c-3.5 6-8 9-12.5 9s-9-3-12.5-9z" fill="#fff" />
      <circle cx="16" cy="16" r="5" fill="#020618" />
      <circle cx="17.5" cy="14.5" r="1.6" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold', className)}>
      <LogoMark />
      <span className="text-lg leading-none">
        ยาม <span className="text-neutral-500 dark:text-neutral-400">Yaam</span>
      </span>
    </span>
  );
}
