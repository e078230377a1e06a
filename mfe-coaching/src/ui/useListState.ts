import { useState } from 'react';
import { NO_FILTERS, type ListFilters } from './listFilters';

/**
 * What a filtered, sortable partner list (20 a page) remembers: the filters, the page and the ordering. Changing the
 * filters or the ordering goes back to the first page, so the person never stays on a page that no longer exists.
 */
export function useListState<Ordering>() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<Ordering | undefined>(undefined);
  const changeFilters = (next: ListFilters) => {
    setFilters(next);
    setPage(1);
  };
  const changeOrdering = (next: Ordering | undefined) => {
    setOrdering(next);
    setPage(1);
  };
  return { filters, changeFilters, page, setPage, ordering, changeOrdering };
}
