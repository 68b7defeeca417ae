// The public documentation, bundled from content/docs/*.md (loaded per page, on demand).
import { parseFrontmatter } from '../../lib/markdown';

const pages = import.meta.glob<string>('../../../../../content/docs/**/*.md', { query: '?raw', import: 'default' });

export function slugOf(path: string): string {
  return path
    .replace(/^.*\/content\/docs\//, '')
    .replace(/\.md$/, '')
    .replace(/(^|\/)index$/, '');
}

export const docSlugs = Object.keys(pages).map(slugOf).sort();

export async function loadDoc(slug: string) {
  const key = Object.keys(pages).find((p) => slugOf(p) === slug.replace(/\/+$/, ''));
  if (!key) return null;
  const source = await pages[key]!();
  return parseFrontmatter(source);
}

export async function loadDocIndex(): Promise<Array<{ slug: string; title: string; order: number }>> {
  const entries = await Promise.all(
    Object.entries(pages).map(async ([path, load]) => {
      const { meta } = parseFrontmatter(await load());
      return { slug: slugOf(path), title: meta.title ?? slugOf(path), order: Number(meta.order ?? 100) };
    }),
  );
  return entries.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}
