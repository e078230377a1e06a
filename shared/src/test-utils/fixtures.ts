import type { Account, Me } from '../domain/types';

/** An account for tests: a normal account with banking features, changed by `overrides`. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 10,
    display_name: 'Main',
    full_name: 'Pat Doe',
    account_type: 'normal',
    account_number: '0001',
    routing_number: '021000021',
    bank_name: 'Sandbox Bank',
    is_aggregate: false,
    is_sub_account: false,
    has_banking_features: true,
    future_account_id: null,
    household_id: null,
    avatar: null,
    plan: 'premium',
    budget_period: 'monthly',
    ...overrides,
  };
}

/** A signed-in regular user for tests, changed by `overrides`. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    first_name: 'Pat',
    last_name: 'Doe',
    email: 'pat@example.com',
    phone_number: null,
    user_type: 'regular_user',
    primary_account: makeAccount(),
    sub_accounts: [],
    households: [],
    is_coach: false,
    is_affiliate: false,
    is_rewards_affiliate: false,
    feature_flags: {},
    address_street: null,
    address_apartment_no: null,
    address_city: null,
    address_state: null,
    address_postal_code: null,
    ...overrides,
  };
}
