import type { OpenQubeInput, OpenQubePatch, OpenQubeRef, OpenQubeState } from '@qube/contract/openQube';
import { api } from '@qube/shared';

export type { OpenQubeState };
/** A qube's type as the open qube carries it (MM-126 picks the page hash by it). */
export type QubeKind = OpenQubeRef['type'];
/** What the Qube Close Settings dialog sends (MM-133): the POST body without account_id (every field a PATCH takes too). */
export type OpenQubeSettings = Omit<OpenQubeInput, 'account_id'>;

/** MM-127: GET accounts/{id}/open-qube/. Muted: a failed background read shows no toast (the banner just stays away). */
export async function loadOpenQube(accountId: number): Promise<OpenQubeState> {
  const { data } = await api.get<OpenQubeState>(`accounts/${accountId}/open-qube/`, undefined, { mute: true });
  return data;
}

/** MM-133: POST (nothing open, or another qube) or PATCH (this qube already open) accounts/{id}/open-qube/. */
export async function saveOpenQube(accountId: number, body: OpenQubeSettings, method: 'POST' | 'PATCH'): Promise<OpenQubeState> {
  const payload: OpenQubeInput & OpenQubePatch = { account_id: accountId, ...body };
  const path = `accounts/${accountId}/open-qube/`;
  const { data } = method === 'POST' ? await api.post<OpenQubeState>(path, payload) : await api.patch<OpenQubeState>(path, payload);
  return data;
}

/** MM-131: DELETE accounts/{id}/open-qube/. */
export async function closeOpenQube(accountId: number): Promise<void> {
  await api.delete(`accounts/${accountId}/open-qube/`);
}
