/**
 * The one schema: the tables drizzle-kit (drizzle.config.ts), the migrations and the database client see (the alerts'
 * own tables stay out: ADR 0091). Each area keeps its tables in its own schema.ts, and platform keeps its own in
 * platformTables.ts; this file only gathers them (the one file of platform that imports from the areas: their tables,
 * which import nothing but drizzle and each other). Code imports tables from here. Which area owns a shared table:
 * docs/adr/0087-api-areas.md.
 */
export * from './platformTables';
export * from '../../areas/accounts/schema';
export * from '../../areas/bank-transfers/schema';
export * from '../../areas/cards/schema';
export * from '../../areas/funding/schema';
export * from '../../areas/identity/schema';
export * from '../../areas/notifications/schema';
export * from '../../areas/partners/schema';
export * from '../../areas/planning/schema';
export * from '../../areas/plans/schema';
export * from '../../areas/qubes/schema';
export * from '../../areas/registration/schema';
export * from '../../areas/transfers/schema';
