import { Steps, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { CLIENT_VERSION } from '@qube/shared';
import { LandingLayout } from './LandingLayout';
import { isReferral } from './referral';

/** /register/begin: the welcome panel of registration (ON-01, ON-03, ON-04, ON-06). */
export function RegisterBeginPage() {
  const { search } = useLocation();
  const referred = isReferral(search);
  return (
    <LandingLayout>
      <section aria-labelledby="welcome-title" style={{ padding: '40px 24px', maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title id="welcome-title" level={1} style={{ fontSize: 32 }}>
          Welcome to Qube
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 17 }}>
          Split your money into qubes for spending, bills and goals, and always know what is safe to spend.
          {referred ? ' You were referred by a friend: your first 60 days are free.' : ''}
        </Typography.Paragraph>
        <Steps
          current={0}
          style={{ margin: '32px 0' }}
          items={[{ title: 'Your Info' }, { title: 'Options' }, { title: 'Summary' }]}
        />
        <Typography.Text type="secondary">Version {CLIENT_VERSION}</Typography.Text>
      </section>
    </LandingLayout>
  );
}
