// The public changelog, bundled from content/changelog/*.md, newest first.
import { parseFrontmatter } from '../../lib/markdown';

const entries = import.meta.glob<string>('../../../../../content/changelog/**/*.md', { query: '?raw', import: 'default' });

export const slugOf = (path: string) => path.replace(/^.*\/content\/changelog\//, '').replace(/\.md$/, '');

export async function loadReleases() {
  const all = await Promise.all(
    Object.entries(entries).map(async ([path, load]) => {
      const { meta, body } = parseFrontmatter(await load());
      return { slug: slugOf(path), title: meta.title ?? slugOf(path), date: meta.date ?? '', description: meta.description ?? '', body };
    }),
  );
  return all.sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug));
}

export async function loadRelease(slug: string) {
  return (await loadReleases()).find((r) => r.slug === slug.replace(/\/+$/, '')) ?? null;
}
