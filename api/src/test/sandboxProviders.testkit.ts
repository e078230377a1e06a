import { sandboxBankLinkProvider } from '../platform/providers/bankLink/sandboxProvider';
import { sandboxCardPaymentProvider } from '../platform/providers/cardPayments/sandboxCardPaymentProvider';
import type { SchedulerProviders } from '../scheduler/scheduler';

/** Test helper: the scheduler's providers as development and tests configure them (every sandbox). */
export const SANDBOX_PROVIDERS: SchedulerProviders = { bankLinks: [sandboxBankLinkProvider], cardPayments: [sandboxCardPaymentProvider] };
