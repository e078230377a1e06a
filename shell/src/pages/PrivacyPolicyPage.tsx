import { LegalPage, Paragraph, type LegalSection } from './LegalPage';

/** /privacy-policy (SH-40): what we collect, why, who sees it and the choices a customer has. */
export function PrivacyPolicyPage({ brandName }: { brandName: string }) {
  const sections: LegalSection[] = [
    {
      heading: 'Who we are',
      body: (
        <Paragraph>
          {brandName} is a money app that splits one account into qubes for spending, bills and goals. In this sandbox, {brandName} is run as a
          demonstration: accounts, balances and cards are simulated, and the bank and card partners are local stand-ins.
        </Paragraph>
      ),
    },
    {
      heading: 'What we collect',
      body: (
        <>
          <Paragraph>We collect only what we need to run your account:</Paragraph>
          <ul>
            <li>Identity details: your name, email, phone number, date of birth and mailing address.</li>
            <li>Verification details: the last digits of your Social Security number and the documents you upload to prove your address.</li>
            <li>Money details: your qubes, budgets, transfers, card payments and the bank accounts you link.</li>
            <li>Device details: your browser, IP address and the pages you use, to keep your session safe.</li>
          </ul>
        </>
      ),
    },
    {
      heading: 'How we use it',
      body: (
        <ul>
          <li>To open and run your account, move your money and show your activity and statements.</li>
          <li>To confirm who you are, as the law asks of every financial service, and to stop fraud.</li>
          <li>To send the messages your account needs: sign-in codes, password resets, receipts and notices.</li>
          <li>With your consent only: news and offers, which you can stop at any time.</li>
        </ul>
      ),
    },
    {
      heading: 'Who we share it with',
      body: (
        <>
          <Paragraph>We never sell your personal information. We share it only with:</Paragraph>
          <ul>
            <li>The partner bank that holds your deposits, and the card network that processes your payments.</li>
            <li>Service providers that verify identity, link bank accounts or send messages, under contracts that bind them to this policy.</li>
            <li>Authorities, when the law requires it.</li>
            <li>People you choose: the members of your household account and a coach you invite.</li>
          </ul>
        </>
      ),
    },
    {
      heading: 'Cookies',
      body: (
        <Paragraph>
          Necessary cookies keep you signed in and protect forms against forgery; they are always on. Analytics and advertising cookies are
          off until you allow them in the cookie banner, and you can change your choice there at any time.
        </Paragraph>
      ),
    },
    {
      heading: 'How we protect it',
      body: (
        <Paragraph>
          Your connection to us is encrypted, your session ends after a period of inactivity, and only staff who need your data to help you can
          see it. Passwords are stored as one-way hashes; we will never ask for your password by email or text.
        </Paragraph>
      ),
    },
    {
      heading: 'How long we keep it',
      body: (
        <Paragraph>
          We keep account records for as long as your account is open and afterwards for as long as financial record-keeping laws require,
          usually five years. Then we delete or anonymize them.
        </Paragraph>
      ),
    },
    {
      heading: 'Your choices and rights',
      body: (
        <ul>
          <li>See and correct your details on the Manage Account page.</li>
          <li>Stop marketing emails with the unsubscribe link in any email, and marketing texts by replying STOP.</li>
          <li>Ask for a copy of your data, or for its deletion once the law lets us, by writing to us.</li>
        </ul>
      ),
    },
    {
      heading: 'Children',
      body: (
        <Paragraph>
          A minor can use {brandName} only as an authorized user of a parent or guardian's account; the adult account holder controls the
          minor's sub-account and the data it holds.
        </Paragraph>
      ),
    },
    {
      heading: 'Changes and contact',
      body: (
        <Paragraph>
          If we change this policy we will say so on this page and, for important changes, by email before they apply. Questions about your
          privacy go to privacy@example.com (a sandbox address).
        </Paragraph>
      ),
    },
  ];
  return (
    <LegalPage
      brandName={brandName}
      title="Privacy Policy"
      updated="January 1, 2025"
      intro={<Paragraph>This policy explains what {brandName} knows about you, why, and what you can do about it.</Paragraph>}
      sections={sections}
    />
  );
}
