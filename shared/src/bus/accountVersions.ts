/**
 * The change version of each account the client has seen (API-28): answers that change or read money and live-updates
 * messages carry `account_version`; the account-data layer (`@qube/shared/account-data`, ADR 0088) notes the known
 * version when a read starts (the data it gets is at least that new) and skips a change whose version that read
 * already covers. One map per page: @qube/shared is a federation singleton.
 */
const known = new Map<number, number>();

/** Records a version seen for the account; versions only grow. */
export function noteAccountVersion(accountId: number, version: number): void {
  if (!Number.isSafeInteger(version)) return;
  if (version > (known.get(accountId) ?? -1)) known.set(accountId, version);
}

/** The highest version seen for the account, or -1. */
export function knownAccountVersion(accountId: number): number {
  return known.get(accountId) ?? -1;
}

/**
 * Notes the version an API answer carries. The account is the answer's or the request's `account_id`, else the
 * `accounts/{id}/` of its path (the overview answers without an account id).
 */
export function noteVersionOfAnswer(path: string, payload: unknown, data: unknown): void {
  const version = (data as { account_version?: unknown } | null)?.account_version;
  if (typeof version !== 'number') return;
  const idOf = (value: unknown) => {
    const id = (value as { account_id?: unknown } | null)?.account_id;
    return typeof id === 'number' ? id : undefined;
  };
  const fromPath = /(?:^|\/)accounts\/(\d+)\//.exec(path)?.[1];
  const accountId = idOf(data) ?? idOf(payload) ?? (fromPath === undefined ? undefined : Number(fromPath));
  if (accountId !== undefined) noteAccountVersion(accountId, version);
}

/** Forgets every version (logout). */
export function resetAccountVersions(): void {
  known.clear();
}
