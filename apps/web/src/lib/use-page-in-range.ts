// A paged list whose page is past the end (rows removed meanwhile, a stale link) goes back to its last
// page once the answer for the page asked for is in.
import { useEffect } from 'react';

import { pageCount } from './paging';

/** `total`: the list's total from the answer for this page; undefined while that answer is not in. */
export function usePageInRange({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  onPage: (page: number) => void;
}) {
  const lastPage = pageCount(total ?? 0, pageSize);
  const pastTheEnd = total !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);
}
