import { useEffect } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { bus } from '@qube/shared';
import { useNavigate } from 'react-router-dom';

/** Where the page leads once a bank is linked, or on 'Skip'. */
export const AFTER_LINK_PATH = '/dashboard';

/**
 * /register/link-external-bank (ON-48; its content is ours): right after the anonymous sign-up the new limited user may
 * link the bank they use today, through money movement's bank-link widget (`command:open-bank-link`), or skip to the
 * dashboard. A linked bank also leads to the dashboard.
 */
export function LinkExternalBankPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('bank-link:success').subscribe(() => navigate(AFTER_LINK_PATH));
    return () => subscription.unsubscribe();
  }, [navigate]);
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Link your bank account
        </Typography.Title>
        <Typography.Paragraph>
          Your account is ready and everything you did in the Financial Playground is saved. Link the bank account you use
          today so you can move money into Qube once your debit card arrives.
        </Typography.Paragraph>
        <Space wrap>
          <Button type="primary" size="large" onClick={() => bus.emit('command:open-bank-link', {})}>
            Link Bank Account
          </Button>
          <Button size="large" onClick={() => navigate(AFTER_LINK_PATH)}>
            Skip
          </Button>
        </Space>
      </Card>
    </div>
  );
}
