// The public documentation, bundled from content/docs/*.md (loaded per page, on demand), each page
// in English and, where written, Thai (`page.th.md`).
import { parseFrontmatter } from '../../lib/markdown';
import { groupByLocale, loadLocalized, type Localized } from '../../lib/localized-content';

const pages = groupByLocale(import.meta.glob<string>('../../../../../content/docs/**/*.md', { query: '?raw', import: 'default' }));

export function slugOf(path: string): string {
  return path
    .replace(/^.*\/content\/docs\//, '')
    .replace(/\.md$/, '')
    .replace(/(^|\/)index$/, '');
}

export const docSlugs = [...pages.keys()].map(slugOf).sort();

export type Doc = ReturnType<typeof parseFrontmatter>;

export async function loadDoc(slug: string): Promise<Localized<Doc> | null> {
  const key = [...pages.keys()].find((p) => slugOf(p) === slug.replace(/\/+$/, ''));
  return key ? loadLocalized(pages.get(key)!, parseFrontmatter) : null;
}

export async function loadDocIndex(): Promise<Array<{ slug: string; title: Localized<string>; order: number }>> {
  const entries = await Promise.all(
    [...pages].map(async ([path, files]) => {
      const doc = await loadLocalized(files, parseFrontmatter);
      const slug = slugOf(path);
      return {
        slug,
        title: { en: doc.en.meta.title ?? slug, th: doc.th?.meta.title ?? null },
        order: Number(doc.en.meta.order ?? 100),
      };
    }),
  );
  return entries.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}
