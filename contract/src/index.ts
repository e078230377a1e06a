/**
 * The contract of the Qube API: TypeBox schemas, one file per area. The API validates and serialises with them and
 * generates its OpenAPI document from them; @qube/shared takes its types from them (`import type` only).
 */
export * from './common';
export * from './accounts';
export * from './activity';
export * from './auth';
export * from './bankLink';
export * from './budgets';
export * from './company';
export * from './deposits';
export * from './live';
export * from './notifications';
export * from './orders';
export * from './qubes';
export * from './sessions';
export * from './statements';
export * from './telemetry';
export * from './users';
export * from './peerToPeer';
export * from './bankTransfers';
export * from './registration';
export * from './address';
export * from './cardDeposits';
export * from './openQube';
export * from './purchases';
export * from './partners';
export * from './directDeposit';
export * from './cards';
export * from './guests';
export * from './plans';
export * from './invitations';
export * from './authorizedUsers';
export * from './featureFlags';
export * from './forecast';
export * from './alerts';
export * from './undo';
export * from './paychecks';
