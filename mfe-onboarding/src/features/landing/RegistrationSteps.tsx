import { getApiConfig, themeTokens } from '@qube/shared';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';

const STEPS = ['Your Info', 'Options', 'Summary'];

/** Registration's three stages, the first one current (what antd's Steps drew on the landing, in plain markup). */
export function RegistrationSteps() {
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <ol aria-label="Registration steps" style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', padding: 0, margin: '32px 0' }}>
      {STEPS.map((title, index) => {
        const isCurrent = index === 0;
        return (
          <li key={title} aria-current={isCurrent ? 'step' : undefined} style={{ display: 'flex', alignItems: 'center', gap: 8, flex: '1 1 120px' }}>
            <span
              aria-hidden="true"
              style={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                flex: 'none',
                background: isCurrent ? colour : '#f0f0f0',
                color: isCurrent ? '#fff' : '#595959',
              }}
            >
              {index + 1}
            </span>
            <span style={isCurrent ? { fontWeight: 600 } : SECONDARY_TEXT}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
