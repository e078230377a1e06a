import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { StepButton } from '../registration/components/StepButton';

type Props = {
  /** The step's request runs (the button says so). */
  isBusy: boolean;
  /** Checks the fields first (a plain form's `validate`); the step is sent only when it answers true. */
  validate?: () => boolean;
  /** Sends the step. */
  onSubmit: () => unknown;
  /** The button's words. */
  submitLabel?: ReactNode;
  buttonStyle?: CSSProperties;
  children: ReactNode;
};

/**
 * A step's native form (registration's and an authorized user's) in plain markup: its fields, then the step's button.
 * Submitting (the button, or Enter in a field) checks the fields when asked and sends the step only when they pass;
 * the browser's own checks are off (`noValidate`), the platform's messages show instead.
 */
export function StepForm({ isBusy, validate, onSubmit, submitLabel = 'Continue', buttonStyle, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate || validate()) void onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      {children}
      <StepButton isBusy={isBusy} style={buttonStyle}>
        {submitLabel}
      </StepButton>
    </form>
  );
}
