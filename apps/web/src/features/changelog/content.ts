// The public changelog, bundled from content/changelog/*.md, newest first; each release in English
// and, where written, Thai (`0.1.0.th.md`).
import { parseFrontmatter } from '../../lib/markdown';
import { groupByLocale, loadLocalized, type Localized } from '../../lib/localized-content';

const entries = groupByLocale(import.meta.glob<string>('../../../../../content/changelog/**/*.md', { query: '?raw', import: 'default' }));

export const slugOf = (path: string) => path.replace(/^.*\/content\/changelog\//, '').replace(/\.md$/, '');

export interface Release {
  slug: string;
  title: string;
  date: string;
  description: string;
  body: string;
}

export async function loadReleases(): Promise<Array<Localized<Release>>> {
  const all = await Promise.all(
    [...entries].map(([path, files]) =>
      loadLocalized(files, (raw): Release => {
        const { meta, body } = parseFrontmatter(raw);
        const slug = slugOf(path);
        return { slug, title: meta.title ?? slug, date: meta.date ?? '', description: meta.description ?? '', body };
      }),
    ),
  );
  return all.sort((a, b) => b.en.date.localeCompare(a.en.date) || b.en.slug.localeCompare(a.en.slug));
}

export async function loadRelease(slug: string) {
  return (await loadReleases()).find((r) => r.en.slug === slug.replace(/\/+$/, '')) ?? null;
}
