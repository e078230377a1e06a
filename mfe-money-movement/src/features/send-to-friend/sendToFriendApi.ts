import { api } from '@qube/shared';

/** A person money can be sent to (MM-99; the contract's Person of GET users/search/). */
export type Person = { id: number; full_name: string; primary_account: number; accounts: number[] };

/** What POST orders/send-to-person/ answers (the contract's SendToPersonResult). */
export type SendResult = { id: number; amount: string; recipient_name: string; new_balance: string };

export type SendPayload = { account_id: number; from_qube: number | 'cloud'; to_account: number; amount: string; title?: string; idempotency_key: string };

/** GET users/search/: the one person a whole e-mail address or phone number names (API-18); not account-scoped. */
export async function searchPeople(term: string): Promise<Person[]> {
  return (await api.get<{ count: number; results: Person[] }>('users/search/', { search: term }, { mute: true, householdsOff: true })).data.results;
}

/** POST orders/send-to-person/ (API-37): instant. */
export async function sendToPerson(payload: SendPayload): Promise<SendResult> {
  return (await api.post<SendResult>('orders/send-to-person/', payload, { mute: true })).data;
}
