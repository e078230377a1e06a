// `@qube/shared/ui/plain`: the small kit of an area's first view in plain markup
// (docs/adr/0015-plain-markup-first-views.md).
export * from './plainStyles';
export { PlainSkeleton } from './PlainSkeleton';
export { PlainLoadError } from './PlainLoadError';
export { PlainTabs, type PlainTabItem } from './PlainTabs';
export { ButtonSpinner, PlainButton } from './PlainButton';
export { PlainAlert, type PlainAlertType } from './PlainAlert';
export { PlainField, INPUT_STYLE, type PlainControlProps } from './PlainField';
export { PlainPasswordInput } from './PlainPasswordInput';
export { PlainCard } from './PlainCard';
export { usePlainForm, type PlainForm, type PlainRule } from './usePlainForm';
export { lazyWithin } from './lazyWithin';
export { PlainMoneyInput } from './PlainMoneyInput';
export { PlainDateField } from './PlainDateField';
export { PlainCalendarPopup, type PlainCalendarProps } from './PlainCalendarPopup';
export { PlainStreetCombobox } from './PlainStreetCombobox';
export { ADDRESS_LOOKUP_DEBOUNCE_MS, ADDRESS_LOOKUP_MIN_PREFIX, addressLabel, type AddressSuggestion } from './addressLookup';
export { PlainDrawer } from './PlainDrawer';
export { PlainMenuButton, type PlainMenuClassNames, type PlainMenuEntry } from './PlainMenuButton';
