import { useSearchParams } from 'react-router-dom';
import { EmailRequestPage } from './EmailRequestPage';

/** /unsubscribe-from-emails?email=… (SH-39): stops marketing emails for an address. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <EmailRequestPage
      title="Unsubscribe from emails"
      intro="We will stop sending news and offers to this address. Messages about your account and its security still arrive."
      path="users/unsubscribe-from-emails/"
      submitLabel="Unsubscribe"
      doneMessage="You have been unsubscribed from our emails."
      failureMessage="We could not unsubscribe you. Please try again."
      initialEmail={params.get('email') ?? ''}
      backLink={{ to: '/', label: 'Go to the home page' }}
    />
  );
}
