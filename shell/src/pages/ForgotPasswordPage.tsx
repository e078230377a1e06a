import { EmailRequestPage } from './EmailRequestPage';

/** /forgot-password (SH-38): asks for the email and sends a reset link. */
export function ForgotPasswordPage() {
  return (
    <EmailRequestPage
      title="Forgot your password?"
      intro="Enter the email you sign in with and we will send you a link to choose a new password."
      path="users/forgot-password/"
      submitLabel="Send reset link"
      doneMessage="If an account exists for this email, we sent a link to reset your password."
      failureMessage="We could not send the link. Please try again."
      autoFocus
      backLink={{ to: '/', label: 'Back to sign in' }}
    />
  );
}
