import { render, screen, within } from '@testing-library/react';
import { StepList } from './StepList';

const TITLES = ['Your Info', 'Options', 'Summary'];

describe('StepList', () => {
  it('ON-04 lists the steps in order and marks the current one as the step (aria-current)', () => {
    render(<StepList titles={TITLES} current={1} colour="#1f5fd1" label="Registration steps" />);
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Your Info', '2Options', '3Summary']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(steps[2]).not.toHaveAttribute('aria-current');
  });

  it('a done step shows a check when asked (the migration), its number otherwise; the badge is hidden from screen readers', () => {
    const { rerender } = render(<StepList titles={TITLES} current={2} colour="#1f5fd1" doneMark="check" label="Migration steps" />);
    const list = screen.getByRole('list', { name: 'Migration steps' });
    expect(within(list).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['✓Your Info', '✓Options', '3Summary']);
    expect(within(list).getAllByText('✓')[0]).toHaveAttribute('aria-hidden', 'true');
    rerender(<StepList titles={TITLES} current={2} colour="#1f5fd1" label="Migration steps" />);
    expect(within(list).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1Your Info', '2Options', '3Summary']);
  });
});
