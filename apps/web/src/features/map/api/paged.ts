// Every page of a paged list (the API's pages hold at most 200 rows): the first page says how many
// there are, the rest are fetched a few at a time.
export interface Page<T> {
  items: T[];
  total: number;
}

export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  { pageSize = 200, maxItems = 50_000, concurrency = 4 }: { pageSize?: number; maxItems?: number; concurrency?: number } = {},
): Promise<{ items: T[]; total: number }> {
  const first = await fetchPage(1, pageSize);
  const wanted = Math.min(first.total, maxItems);
  const pages = Math.ceil(wanted / pageSize);
  const rest: T[][] = new Array(Math.max(0, pages - 1));
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      rest[page - 2] = (await fetchPage(page, pageSize)).items;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, pages - 1)) }, worker));
  return { items: [...first.items, ...rest.flat()].slice(0, maxItems), total: first.total };
}
