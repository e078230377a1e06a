/**
 * The funding area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
export { autoFundingRoutes } from './auto-funding.routes';
export { bankDepositDevRoutes } from './bank-deposit-dev.routes';
export { cardDepositRoutes } from './card-deposits.routes';
export { depositRoutes } from './deposits.routes';
export { directDepositDevRoutes } from './direct-deposit-dev.routes';
export { directDepositWebhookRoutes } from './direct-deposit-webhook.routes';
export { directDepositRoutes } from './direct-deposit.routes';
export { paycheckRuleRoutes } from './paycheck-rules.routes';
export { plaidSandboxRoutes } from './plaid-sandbox.routes';
export { plaidRoutes } from './plaid.routes';
