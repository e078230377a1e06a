import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainLoadError, PlainSkeleton } from './index';

describe('plain first-view kit', () => {
  it('a failed load shows what failed, the API sentence or a default, and Retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<PlainLoadError title="We could not load your statements." message="The bank is down." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your statements.The bank is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<PlainLoadError title="We could not load your statements." message={null} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
  });

  it('the loading placeholder is one busy status with its label', () => {
    render(<PlainSkeleton label="Loading your statements" widths={[50, 100]} />);
    expect(screen.getByRole('status', { name: 'Loading your statements' })).toHaveAttribute('aria-busy', 'true');
  });
});
