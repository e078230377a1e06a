import { useRef, useState } from 'react';

/** A field's rule: the message when `value` breaks it, else null; it may read the other values (a confirmation). */
export type PlainRule<V> = (value: string, values: V) => string | null;

type Options<V extends Record<string, string>> = {
  rules?: { [K in keyof V]?: PlainRule<V> };
  /** Fields checked again when another changes (antd's `dependencies`): `{ password_confirm: ['password'] }`. */
  dependencies?: { [K in keyof V]?: (keyof V)[] };
};

export type PlainForm<V extends Record<string, string>> = {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** A typed change: the field is checked at once (antd's onChange trigger), with the fields that depend on it. */
  setValue: (name: keyof V, value: string) => void;
  /** Values set by the page (an address picked from suggestions): not checked until the next change or submit. */
  setValues: (values: Partial<V>) => void;
  /** Messages from elsewhere (the API's `fields`), shown under their fields until they change. */
  setErrors: (errors: Partial<Record<keyof V, string>>) => void;
  /** Checks every field; true when all pass. */
  validate: () => boolean;
  /** Back to these values (or the first ones), with no messages. */
  reset: (values?: V) => void;
};

/**
 * A plain form's values and messages (what antd's Form kept, without antd on a first view): each field is checked
 * with the same @qube/shared validators when it changes and all of them on submit, and an API message under a field
 * stays until that field changes. Native inputs stay controlled by the page.
 */
export function usePlainForm<V extends Record<string, string>>(initial: V, { rules = {}, dependencies = {} }: Options<V> = {}): PlainForm<V> {
  const [values, setAll] = useState<V>(initial);
  const [errors, setErrorMap] = useState<Partial<Record<keyof V, string>>>({});
  // The newest values, so two changes in one event both count (the state is the rendered copy).
  const latest = useRef(initial);
  // Only fields the person changed (or submitted) are checked again when one they depend on changes.
  const touched = useRef(new Set<keyof V>());
  const first = useRef(initial);

  const check = (name: keyof V, all: V) => rules[name]?.(all[name] ?? '', all) ?? null;
  const store = (next: V) => {
    latest.current = next;
    setAll(next);
  };

  const setValue = (name: keyof V, value: string) => {
    touched.current.add(name);
    const next = { ...latest.current, [name]: value };
    store(next);
    const affected = (Object.keys(dependencies) as (keyof V)[]).filter((field) => field !== name && touched.current.has(field) && dependencies[field]?.includes(name));
    setErrorMap((shown) => {
      const updated = { ...shown };
      for (const field of [name, ...affected]) {
        const message = check(field, next);
        if (message) updated[field] = message;
        else delete updated[field];
      }
      return updated;
    });
  };

  const validate = () => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(latest.current) as (keyof V)[]) {
      touched.current.add(name);
      const message = check(name, latest.current);
      if (message) found[name] = message;
    }
    setErrorMap(found);
    return Object.keys(found).length === 0;
  };

  return {
    values,
    errors,
    setValue,
    setValues: (some) => store({ ...latest.current, ...some }),
    setErrors: (some) => setErrorMap((shown) => ({ ...shown, ...some })),
    validate,
    reset: (next) => {
      touched.current.clear();
      store(next ?? first.current);
      setErrorMap({});
    },
  };
}
