import { Typography } from 'antd';
import { LandingLayout } from './LandingLayout';

/** /register/prove/non-eligible (ON-30; v1's cant-open-account): the identity check found the person not eligible. */
export function NonEligiblePage() {
  return (
    <LandingLayout>
      <section style={{ padding: '40px 24px', maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          We can't open an account for you
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 17 }}>
          We're sorry, but we can't open an account for you at this time. Our identity partner could not confirm that you are
          eligible. Nothing was charged and no account was created.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Questions? <a href="mailto:support@qube.example">Contact Us</a>.
        </Typography.Paragraph>
      </section>
    </LandingLayout>
  );
}
