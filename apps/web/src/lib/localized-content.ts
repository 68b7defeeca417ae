// Markdown pages in content/ are written in English as `name.md`, with the Thai text beside them as
// `name.th.md`; a page shows the reader's language when it exists, English otherwise.

export interface Localized<T> {
  en: T;
  th: T | null;
}

const THAI_FILE = /\.th\.md$/;

/** Groups `a.md` and `a.th.md` under the path of `a.md`. */
export function groupByLocale<T>(files: Record<string, T>): Map<string, Localized<T>> {
  const out = new Map<string, Localized<T>>();
  for (const [path, value] of Object.entries(files)) {
    if (THAI_FILE.test(path)) continue;
    const th = files[path.replace(/\.md$/, '.th.md')] ?? null;
    out.set(path, { en: value, th });
  }
  return out;
}

export function pickLocale<T>(content: Localized<T>, language: string): T {
  return language.startsWith('th') && content.th !== null ? content.th : content.en;
}

export async function loadLocalized<T, R>(content: Localized<() => Promise<T>>, parse: (raw: T) => R): Promise<Localized<R>> {
  const [en, th] = await Promise.all([content.en(), content.th ? content.th() : Promise.resolve(null)]);
  return { en: parse(en), th: th === null ? null : parse(th) };
}
