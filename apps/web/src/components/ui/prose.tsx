// Renders Markdown from the bundled content, sanitised (SPEC §5).
import { useMemo } from 'react';

import { renderMarkdown } from '../../lib/markdown';
import { sanitizeHtml } from '../../lib/safe';

export function Prose({ source }: { source: string }) {
  const html = useMemo(() => sanitizeHtml(renderMarkdown(source).html), [source]);
  return (
    <div
      className="space-y-4 leading-relaxed [&_a]:text-primary-800 [&_a]:underline dark:[&_a]:text-primary-300 [&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 dark:[&_code]:bg-neutral-800 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-neutral-100 [&_pre]:p-4 dark:[&_pre]:bg-neutral-900 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
