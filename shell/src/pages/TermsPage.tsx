import { Link } from 'react-router-dom';
import { LegalPage, Paragraph, type LegalSection } from './LegalPage';

/** /terms (SH-40): the terms and conditions of the sandbox. */
export function TermsPage({ brandName }: { brandName: string }) {
  const sections: LegalSection[] = [
    {
      heading: 'About these terms',
      body: (
        <Paragraph>
          These terms are an agreement between you and {brandName} for the use of the website and app. By opening an account or using the site
          you accept them. In this sandbox they describe a demonstration service: nothing you do here creates a real deposit or a real debt.
        </Paragraph>
      ),
    },
    {
      heading: 'Your account',
      body: (
        <ul>
          <li>You must be 18 or older to open an account; a minor may use a sub-account that an adult controls.</li>
          <li>The details you give us must be true and kept up to date, including your address and phone number.</li>
          <li>Keep your password and verification codes to yourself. Tell us at once if you think someone else has used your account.</li>
        </ul>
      ),
    },
    {
      heading: 'Qubes and your money',
      body: (
        <Paragraph>
          Your money sits in one account at our partner bank. Qubes are labels on that money: moving money between qubes changes how it is
          split, not where it is held. The Cloud holds money not yet given to a qube. Card payments draw from the qube you choose for them.
        </Paragraph>
      ),
    },
    {
      heading: 'Transfers',
      body: (
        <ul>
          <li>Bank deposits and withdrawals can take a few business days to settle; until then the money may show as pending.</li>
          <li>Scheduled and recurring transfers run on their date if the balance allows; a transfer that would overdraw is not made.</li>
          <li>Check the recipient before you send money to a friend: a completed transfer can be reversed only with the recipient's consent.</li>
        </ul>
      ),
    },
    {
      heading: 'Fees and plans',
      body: (
        <Paragraph>
          Each plan states its monthly fee and what it includes before you choose it. We will tell you at least 30 days before a fee changes.
          You can change or cancel your plan at any time on the Manage Plan page.
        </Paragraph>
      ),
    },
    {
      heading: 'Messages',
      body: (
        <Paragraph>
          We send account messages by email and text. Message and data rates may apply; reply STOP to stop marketing texts. Codes and security
          notices are part of the service and cannot be turned off while your account is open.
        </Paragraph>
      ),
    },
    {
      heading: 'Acceptable use',
      body: (
        <Paragraph>
          Do not use {brandName} for anything unlawful, to receive money from fraud, or to disrupt the service. We may pause or close an
          account that does, and we may have to report it.
        </Paragraph>
      ),
    },
    {
      heading: 'Privacy',
      body: (
        <Paragraph>
          How we handle your information is set out in our <Link to="/privacy-policy">Privacy Policy</Link>, which is part of these terms.
        </Paragraph>
      ),
    },
    {
      heading: 'Liability',
      body: (
        <Paragraph>
          We work to keep the service available and correct, but it may sometimes be interrupted for maintenance. We are responsible for losses
          caused by our mistakes as the law provides, and not for losses we could not reasonably foresee or control.
        </Paragraph>
      ),
    },
    {
      heading: 'Closing your account',
      body: (
        <Paragraph>
          You may close your account at any time; we will send you the remaining balance. We may close it with 30 days' notice, or sooner where
          the law or these terms require.
        </Paragraph>
      ),
    },
    {
      heading: 'Changes and contact',
      body: (
        <Paragraph>
          We will post changes to these terms on this page and tell you by email before important changes apply. Questions go to
          support@example.com (a sandbox address).
        </Paragraph>
      ),
    },
  ];
  return (
    <LegalPage
      brandName={brandName}
      title="Terms & Conditions"
      updated="January 1, 2025"
      intro={<Paragraph>Please read these terms before you use {brandName}. They explain what we do for you and what we ask of you.</Paragraph>}
      sections={sections}
    />
  );
}
