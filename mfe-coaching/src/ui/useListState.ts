import { useCallback, useState } from 'react';
import type { ListFilters } from './listFilters';

/**
 * What a filtered, sortable partner list (20 a page) remembers: the filters, the page and the ordering. Changing the
 * filters or the ordering goes back to the first page, so the person never stays on a page that no longer exists.
 * `paging` is what its `PagedTable` takes. The filters start as `noFilters`: the day range and product's `NO_FILTERS`,
 * or a list's own (a search, a plan).
 */
export function useListState<Ordering, Filters extends object = ListFilters>(noFilters: Filters) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<Ordering | undefined>(undefined);
  // Stable, so a search box can report through it from an effect.
  const changeFilters = useCallback((next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }, []);
  const changeOrdering = (next: Ordering | undefined) => {
    setOrdering(next);
    setPage(1);
  };
  return { filters, changeFilters, page, setPage, ordering, changeOrdering, paging: { page, onPage: setPage, ordering, onOrdering: changeOrdering } };
}
