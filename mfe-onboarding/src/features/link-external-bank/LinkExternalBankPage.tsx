import { useEffect } from 'react';
import { bus, getApiConfig, themeTokens } from '@qube/shared';
import { CARD_STYLE, PlainButton, TITLE_STYLE } from '@qube/shared/ui/plain';
import { useNavigate } from 'react-router-dom';

/** Where the page leads once a bank is linked, or on 'Skip'. */
export const AFTER_LINK_PATH = '/dashboard';

const LARGE = { minHeight: 40, fontSize: 16 } as const;

/**
 * /register/link-external-bank (ON-48; its content is ours): right after the anonymous sign-up the new limited user may
 * link the bank they use today, through money movement's bank-link widget (`command:open-bank-link`), or skip to the
 * dashboard. A linked bank also leads to the dashboard. Plain markup (docs/adr/0015-plain-markup-first-views.md).
 */
export function LinkExternalBankPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('bank-link:success').subscribe(() => navigate(AFTER_LINK_PATH));
    return () => subscription.unsubscribe();
  }, [navigate]);
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
      <div style={CARD_STYLE}>
        <h1 style={{ ...TITLE_STYLE, fontSize: 26, marginTop: 0 }}>Link your bank account</h1>
        <p style={{ margin: '0 0 1em' }}>
          Your account is ready and everything you did in the Financial Playground is saved. Link the bank account you use
          today so you can move money into Qube once your debit card arrives.
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <PlainButton variant="primary" color={colour} style={LARGE} onClick={() => bus.emit('command:open-bank-link', {})}>
            Link Bank Account
          </PlainButton>
          <PlainButton color={colour} style={LARGE} onClick={() => navigate(AFTER_LINK_PATH)}>
            Skip
          </PlainButton>
        </div>
      </div>
    </div>
  );
}
