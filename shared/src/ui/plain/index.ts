// `@qube/shared/ui/plain`: the small kit of an area's first view in plain markup (ARCHITECTURE.md "Page budget").
export * from './plainStyles';
export { PlainSkeleton } from './PlainSkeleton';
export { PlainLoadError } from './PlainLoadError';
export { PlainTabs, type PlainTabItem } from './PlainTabs';
