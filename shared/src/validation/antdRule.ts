import type { Validator } from './rules';

/**
 * The shape of an antd Form rule that runs a validator. Typed here structurally: antd is not a
 * dependency of @qube/shared (each app bundles its own, docs/adr/0011-shared-singletons-and-bundled-libraries.md).
 */
export type AntdValidatorRule = { validator(_: unknown, value: unknown): Promise<void> };

/** An antd Form rule from a pure validator: rejects with the validator's message. */
export function toAntdRule(validate: Validator): AntdValidatorRule {
  return {
    validator(_: unknown, value: unknown) {
      const message = validate(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
