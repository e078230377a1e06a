import { useState } from 'react';
import { useStore } from 'zustand';
import { consentStore, type Consent } from './consent';

/** The cookie-consent banner and settings (SH-68; wording ours, the spec does not show it). Plain elements: it is on the first paint. */
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
    <section className="qube-card qube-consent" role="region" aria-label="Cookie consent">
      <h2 id="consent-title">Cookies on Qube</h2>
      <p>
        We use necessary cookies to keep you signed in and secure. With your permission we also use analytics cookies to learn how the site is used,
        and ad cookies to measure our advertising.
      </p>
      {showChoices && (
        <fieldset>
          <legend className="qube-visually-hidden">Cookie categories</legend>
          <label className="qube-check">
            <input type="checkbox" checked disabled />
            Necessary (always on)
          </label>
          <label className="qube-check">
            <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
            Analytics
          </label>
          <label className="qube-check">
            <input type="checkbox" checked={ads} onChange={(e) => setAds(e.target.checked)} />
            Ads
          </label>
        </fieldset>
      )}
      <div className="qube-buttons">
        {showChoices ? (
          <button type="button" className="qube-button qube-button-primary" onClick={() => choose({ analytics, ads })}>
            Save choices
          </button>
        ) : (
          <button type="button" className="qube-button" onClick={() => setIsCustomizing(true)}>
            Customize
          </button>
        )}
        <button type="button" className="qube-button" onClick={() => choose({ analytics: false, ads: false })}>
          Necessary only
        </button>
        <button type="button" className={showChoices ? 'qube-button' : 'qube-button qube-button-primary'} onClick={() => choose({ analytics: true, ads: true })}>
          Accept all
        </button>
        {isSettingsOpen && consent && (
          <button type="button" className="qube-button" onClick={closeSettings}>
            Cancel
          </button>
        )}
      </div>
    </section>
  );
}
