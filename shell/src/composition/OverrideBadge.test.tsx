import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBadge } from './OverrideBadge';

describe('OverrideBadge', () => {
  it('shows which remote is overridden from where, and Clear', async () => {
    const onClear = jest.fn();
    render(<OverrideBadge overrides={[{ name: 'planning', url: 'http://localhost:9083/mf-manifest.json' }]} onClear={onClear} />);
    expect(screen.getByRole('status', { name: 'Remote override' })).toHaveTextContent('Override: planning → http://localhost:9083/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without an override', () => {
    const { container } = render(<OverrideBadge overrides={[]} onClear={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
