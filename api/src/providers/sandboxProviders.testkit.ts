import type { SchedulerProviders } from '../domain/orders';
import { sandboxBankLinkProvider } from './bankLink/sandboxProvider';
import { sandboxCardPaymentProvider } from './cardPayments/sandboxCardPaymentProvider';

/** Test helper: the scheduler's providers as development and tests configure them (every sandbox). */
export const SANDBOX_PROVIDERS: SchedulerProviders = { bankLinks: [sandboxBankLinkProvider], cardPayments: [sandboxCardPaymentProvider] };
