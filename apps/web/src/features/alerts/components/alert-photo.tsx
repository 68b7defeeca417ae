// The camera's image of a read, when the device sent one; an image that cannot be fetched (a closed
// network, an expired link) gives way to a plain placeholder instead of a broken picture.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

import { cn } from '../../../components/ui/cn';

export function AlertPhoto({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return null;
  if (failed === src) {
    return (
      <span className={cn('flex items-center justify-center rounded-md bg-neutral-100 text-neutral-400 dark:bg-neutral-800 dark:text-neutral-500', className)} title={alt}>
        <ImageOff className="h-5 w-5" aria-hidden />
        <span className="sr-only">{alt}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      className={cn('rounded-md bg-neutral-100 object-cover dark:bg-neutral-800', className)}
      data-testid="alert-photo"
    />
  );
}
