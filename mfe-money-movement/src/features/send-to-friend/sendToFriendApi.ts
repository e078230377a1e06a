import type { Person, PersonSearchResult, SendToPersonInput, SendToPersonResult } from '@qube/contract/peerToPeer';
import { api } from '@qube/shared';

/**
 * The contract's shapes (contract/src/peerToPeer.ts): a person money can be sent to (MM-99, GET users/search/), what
 * POST orders/send-to-person/ takes and what it answers.
 */
export type { Person, SendToPersonInput as SendPayload, SendToPersonResult as SendResult } from '@qube/contract/peerToPeer';

/** GET users/search/: the one person a whole e-mail address or phone number names (API-18); not account-scoped. */
export async function searchPeople(term: string): Promise<Person[]> {
  return (await api.get<PersonSearchResult>('users/search/', { search: term }, { mute: true, householdsOff: true })).data.results;
}

/** POST orders/send-to-person/ (API-37): instant. */
export async function sendToPerson(payload: SendToPersonInput): Promise<SendToPersonResult> {
  return (await api.post<SendToPersonResult>('orders/send-to-person/', payload, { mute: true })).data;
}
