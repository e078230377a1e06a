import { SECONDARY_TEXT } from '@qube/shared/ui/plain';

type Props = { titles: readonly string[]; current: number; color: string };

/**
 * The migration's steps in plain markup (what antd's Steps drew, without antd on a first view): an ordered list, the
 * current step marked with aria-current, the done ones with a check. Wraps onto more lines on a narrow screen.
 */
export function MigrationSteps({ titles, current, color }: Props) {
  return (
    <ol aria-label="Migration steps" style={{ listStyle: 'none', padding: 0, margin: '0 0 24px', display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))' }}>
      {titles.map((title, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li key={title} aria-current={isCurrent ? 'step' : undefined} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span
              aria-hidden="true"
              style={{
                flex: 'none',
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 12,
                boxSizing: 'border-box',
                borderWidth: 1,
                borderStyle: 'solid',
                borderColor: isDone || isCurrent ? color : '#d9d9d9',
                background: isCurrent ? color : '#fff',
                color: isCurrent ? '#fff' : isDone ? color : '#595959',
              }}
            >
              {isDone ? '✓' : index + 1}
            </span>
            <span style={isCurrent ? { fontWeight: 600 } : isDone ? undefined : SECONDARY_TEXT}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
