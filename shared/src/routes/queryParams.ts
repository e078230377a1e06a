/** Takes `token` out of a query string (SH-19): the token logs the user in, then leaves the URL. */
export function takeQueryParam(search: string, name: string): { value: string | null; rest: string } {
  const params = new URLSearchParams(search);
  const value = params.get(name);
  params.delete(name);
  const rest = params.toString();
  return { value, rest: rest ? `?${rest}` : '' };
}
