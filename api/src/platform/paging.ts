/** limit/offset paging with {count, next, results}; next repeats the request's path and query with the next offset. */

export type Page<T> = { count: number; next: string | null; results: T[] };

export const pageParams = (query: { limit?: number; offset?: number }, defaultLimit: number) => ({
  limit: query.limit ?? defaultLimit,
  offset: query.offset ?? 0,
});

/** The next page's URL (path plus query string), or null on the last page. */
export const nextUrl = (requestUrl: string, count: number, limit: number, offset: number): string | null => {
  if (offset + limit >= count) return null;
  const [path = '', search = ''] = requestUrl.split('?');
  const params = new URLSearchParams(search);
  params.set('limit', String(limit));
  params.set('offset', String(offset + limit));
  return `${path}?${params.toString()}`;
};

export const page = <T>(requestUrl: string, count: number, limit: number, offset: number, results: T[]): Page<T> => ({
  count,
  next: nextUrl(requestUrl, count, limit, offset),
  results,
});
