import { SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { HEADER_STEPS } from '../steps';
import { stepColour } from './stepColour';

/**
 * The onboarding header's steps (ON-04: Your Info, Options, Summary), the current one marked (what antd's small Steps
 * drew, in plain markup): the steps before it are done, the ones after it to come.
 */
export function RegisterSteps({ current }: { current: number }) {
  const colour = stepColour();
  return (
    <ol style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
      {HEADER_STEPS.map((title, index) => {
        const isCurrent = index === current;
        const isDone = index < current;
        return (
          <li key={title} aria-current={isCurrent ? 'step' : undefined} style={{ display: 'flex', alignItems: 'center', gap: 8, flex: '1 1 auto' }}>
            <span
              aria-hidden="true"
              style={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                flex: 'none',
                fontSize: 13,
                boxSizing: 'border-box',
                background: isCurrent ? colour : isDone ? '#fff' : '#f0f0f0',
                border: isDone ? `1px solid ${colour}` : undefined,
                color: isCurrent ? '#fff' : isDone ? colour : '#595959',
              }}
            >
              {index + 1}
            </span>
            <span style={{ whiteSpace: 'nowrap', ...(isCurrent ? { fontWeight: 600 } : isDone ? null : SECONDARY_TEXT) }}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
