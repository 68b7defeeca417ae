// Paged lists: the page sizes a user may choose, and how many pages a total makes (at least one, so
// "1 / 1" shows on an empty list).
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
