import { Button, Space, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_STORE_LINKS, LandingLayout } from './LandingLayout';

/**
 * /register/download (ON-07's step 2 "download", ON-12; its content is a spec gap, ON-18): v1 offered the mobile app
 * here. Ours offers the two stores' pages and continuing in the browser, which begins registration (/register/start,
 * the referral carried). It belongs to no step of the 13-entry order, so it needs no application.
 */
export function DownloadPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <LandingLayout ctaTo={`/register/start${search}`}>
      <section aria-labelledby="download-title" style={{ padding: '40px 24px', maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title id="download-title" level={1} style={{ fontSize: 30 }}>
          Get the Qube app
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 17 }}>Register on your phone with the Qube app, or continue here in your browser.</Typography.Paragraph>
        <Space wrap size="middle">
          {APP_STORE_LINKS.map((link) => (
            <a key={link.href} href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          ))}
          <Button type="primary" onClick={() => navigate(`/register/start${search}`)}>
            Continue in the Browser
          </Button>
        </Space>
      </section>
    </LandingLayout>
  );
}
