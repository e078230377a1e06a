import type { CSSProperties } from 'react';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';

type Props = {
  titles: readonly string[];
  /** The index of the current step: the ones before it are done, the ones after it to come. */
  current: number;
  /** The theme's primary colour (4.5:1 with white and on white). */
  colour: string;
  /** The list's accessible name, unless a landmark around it names it already. */
  label?: string;
  /** What a done step's badge shows: its number (registration's header) or a check (the migration). */
  doneMark?: 'number' | 'check';
  /** antd's Steps sizes: 'small' (24 px badges, a page header) or 'default' (32 px, a page's body). */
  size?: 'small' | 'default';
  /** The list's margins in its page. */
  style?: CSSProperties;
};

/**
 * Onboarding's step lists in plain markup (what antd's Steps drew, without antd on a first view): an ordered list, the
 * current step marked `aria-current="step"`. The badges are decoration (their numbers repeat the list's order) and the
 * items wrap onto more lines on a narrow screen.
 */
export function StepList({ titles, current, colour, label, doneMark = 'number', size = 'small', style }: Props) {
  const badge = size === 'small' ? 24 : 32;
  return (
    <ol aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: size === 'small' ? 16 : 24, listStyle: 'none', padding: 0, margin: 0, ...style }}>
      {titles.map((title, index) => {
        const isCurrent = index === current;
        const isDone = index < current;
        return (
          <li key={title} aria-current={isCurrent ? 'step' : undefined} style={{ display: 'flex', alignItems: 'center', gap: 8, flex: '1 1 auto' }}>
            <span
              aria-hidden="true"
              style={{
                width: badge,
                height: badge,
                borderRadius: '50%',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                flex: 'none',
                fontSize: size === 'small' ? 13 : 14,
                boxSizing: 'border-box',
                background: isCurrent ? colour : isDone ? '#fff' : '#f0f0f0',
                border: isDone ? `1px solid ${colour}` : undefined,
                color: isCurrent ? '#fff' : isDone ? colour : '#595959',
              }}
            >
              {isDone && doneMark === 'check' ? '✓' : index + 1}
            </span>
            <span style={{ whiteSpace: 'nowrap', ...(isCurrent ? { fontWeight: 600 } : isDone ? null : SECONDARY_TEXT) }}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
