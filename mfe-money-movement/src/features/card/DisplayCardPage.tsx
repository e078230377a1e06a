import { Card, Typography } from 'antd';
import { useSession } from '@qube/shared';
import { CardView } from './CardView';

/**
 * /display-card (MM-136, a public path; its content is a spec gap, designed here): the signed-in person's card, number
 * hidden until 'Show card details'. Public so that a sign-in link (?token=, which the shell spends first) can open it
 * straight from the mobile app; a visitor who is not signed in is asked to sign in and sees no card.
 */
export function DisplayCardPage() {
  const accountId = useSession((s) => (s.isLoggedIn ? (s.active_account?.id ?? null) : null));
  return (
    <section aria-labelledby="display-card-title" style={{ maxWidth: 520, margin: '0 auto' }}>
      <Typography.Title id="display-card-title" level={1} style={{ fontSize: 28 }}>
        Your Qube Card
      </Typography.Title>
      <Card>
        {accountId === null ? (
          <Typography.Paragraph>
            Sign in to see your card. <a href="/">Sign in</a>
          </Typography.Paragraph>
        ) : (
          <CardView key={accountId} accountId={accountId} />
        )}
      </Card>
    </section>
  );
}
