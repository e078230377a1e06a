import type { ChangeEvent } from 'react';
import type { PlainForm } from '@qube/shared/ui/plain';

/**
 * A native input's (or select's) value and change handler for one field of a plain form, with an optional mask
 * applied to what is typed (antd's `normalize`): the field is checked as it changes, as antd's Form did.
 */
export function bindInput<V extends Record<string, string>>(form: PlainForm<V>, name: keyof V & string, mask?: (text: string) => string) {
  const value: string = form.values[name] ?? '';
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.setValue(name, mask ? mask(event.target.value) : event.target.value),
  };
}
