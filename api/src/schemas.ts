/**
 * Transitional: the names the route files not yet written against @qube/contract still import. Each is the
 * contract's schema (so bounds such as the id range already apply there); delete this file when no route imports it.
 */
export { Activity as activitySchema } from '@qube/contract/activity';
export { Account as accountSchema, Overview as overviewSchema } from '@qube/contract/accounts';
export {
  AccountListQuery as accountIdQuery, AccountQuery as accountOnlyQuery, CalendarDay as calendarDaySchema, ErrorBody as errorSchema,
  ErrorResponses as errorResponses, IdParams as idParams, Money as moneySchema, MoneyErrorResponses as moneyErrorResponses, PagingQuery as pagingQuery,
} from '@qube/contract/common';
export { OrderResult as orderResultSchema } from '@qube/contract/orders';
export { Qube as qubeSchema } from '@qube/contract/qubes';

/** {count, next, results} page of items (the contract's Page takes TypeBox items; these routes pass plain schemas). */
export const pageOf = (item: object) =>
  ({
    type: 'object',
    properties: { count: { type: 'integer' }, next: { type: ['string', 'null'] }, results: { type: 'array', items: item } },
  }) as const;
