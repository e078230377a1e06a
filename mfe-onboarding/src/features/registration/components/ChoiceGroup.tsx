import { useId, type CSSProperties, type ReactNode } from 'react';
import { stepColour } from './stepColour';

/** One choice: its value and what the person reads (the radio's name). */
export type Choice<T> = { key: string; value: T; label: ReactNode };

type Props<T> = {
  /** The group's name (`radiogroup`), shown above it when `isLabelShown`. */
  label: string;
  isLabelShown?: boolean;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Each choice in a box of its own (the plans), else a plain list; or in a row (`inline`). */
  look?: 'list' | 'boxed' | 'inline';
  style?: CSSProperties;
};

const BOX: CSSProperties = { border: '1px solid #d9dde3', borderRadius: 12, padding: 12 };

/**
 * A step's single choice (what antd's Radio.Group drew) in plain markup: native radios of one name, so the arrow keys
 * move between them and the browser's focus ring shows; the group is named as antd's was.
 */
export function ChoiceGroup<T>({ label, isLabelShown = false, choices, value, onChange, look = 'list', style }: Props<T>) {
  const name = useId();
  const colour = stepColour();
  return (
    <div style={style}>
      {isLabelShown && (
        <div id={`${name}-label`} style={{ paddingBottom: 8 }}>
          {label}
        </div>
      )}
      <div
        role="radiogroup"
        aria-label={isLabelShown ? undefined : label}
        aria-labelledby={isLabelShown ? `${name}-label` : undefined}
        style={look === 'inline' ? { display: 'flex', flexWrap: 'wrap', gap: 24 } : { display: 'grid', gap: 12, width: '100%' }}
      >
        {choices.map((choice) => (
          <label key={choice.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', cursor: 'pointer', ...(look === 'boxed' ? BOX : null) }}>
            <input
              type="radio"
              name={name}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              style={{ width: 16, height: 16, margin: '3px 0 0', flex: 'none', accentColor: colour }}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
