import { useState } from 'react';
import { Button, Card, Checkbox, Space, Typography } from 'antd';
import { useStore } from 'zustand';
import { consentStore, type Consent } from './consent';

/** The cookie-consent banner and settings (SH-68; wording ours, the spec does not show it). */
export function CookieConsent() {
  const consent = useStore(consentStore, (s) => s.consent);
  const isSettingsOpen = useStore(consentStore, (s) => s.isSettingsOpen);
  if (consent && !isSettingsOpen) return null;
  // Keyed so that opening the settings starts from the choice made before.
  return <ConsentPanel key={isSettingsOpen ? 'settings' : 'banner'} consent={consent} isSettingsOpen={isSettingsOpen} />;
}

function ConsentPanel({ consent, isSettingsOpen }: { consent: Consent | null; isSettingsOpen: boolean }) {
  const [isCustomizing, setIsCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [ads, setAds] = useState(consent?.ads ?? false);
  const showChoices = isCustomizing || isSettingsOpen;
  const { choose, closeSettings } = consentStore.getState();

  return (
    <Card
      role="region"
      aria-label="Cookie consent"
      style={{ position: 'fixed', bottom: 16, left: 16, right: 16, maxWidth: 560, margin: '0 auto', zIndex: 1000, boxShadow: '0 8px 24px rgba(0,0,0,0.15)' }}
    >
      <Typography.Title level={2} style={{ fontSize: 17, marginTop: 0 }}>
        Cookies on Qube
      </Typography.Title>
      <Typography.Paragraph>
        We use necessary cookies to keep you signed in and secure. With your permission we also use analytics cookies to learn how the site is used,
        and ad cookies to measure our advertising.
      </Typography.Paragraph>
      {showChoices && (
        <Space direction="vertical" style={{ marginBottom: 12 }}>
          <Checkbox checked disabled>
            Necessary (always on)
          </Checkbox>
          <Checkbox checked={analytics} onChange={(e) => setAnalytics(e.target.checked)}>
            Analytics
          </Checkbox>
          <Checkbox checked={ads} onChange={(e) => setAds(e.target.checked)}>
            Ads
          </Checkbox>
        </Space>
      )}
      <Space wrap>
        {showChoices ? (
          <Button type="primary" onClick={() => choose({ analytics, ads })}>
            Save choices
          </Button>
        ) : (
          <Button onClick={() => setIsCustomizing(true)}>Customize</Button>
        )}
        <Button onClick={() => choose({ analytics: false, ads: false })}>Necessary only</Button>
        <Button type={showChoices ? 'default' : 'primary'} onClick={() => choose({ analytics: true, ads: true })}>
          Accept all
        </Button>
        {isSettingsOpen && consent && <Button onClick={closeSettings}>Cancel</Button>}
      </Space>
    </Card>
  );
}
