import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainTabs } from './index';

const TABS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two' },
  { key: 'three', label: 'Three' },
];

function Controlled({ onChange }: { onChange: (key: string) => void }) {
  const [key, setKey] = useState('two');
  return (
    <PlainTabs tabs={TABS} color="#1f5fd1" label="Numbers" activeKey={key} onChange={(k) => { onChange(k); setKey(k); }} extra={<span>Beside</span>}>
      {(active) => <p>Panel {active}</p>}
    </PlainTabs>
  );
}

describe('PlainTabs', () => {
  it('shows the chosen tab\'s panel only; a click chooses another', async () => {
    render(<PlainTabs tabs={TABS} color="#1f5fd1" label="Numbers">{(active) => <p>Panel {active}</p>}</PlainTabs>);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
    expect(screen.queryByText('Panel one')).not.toBeInTheDocument();
  });

  it('keeps one tab in the Tab order and moves with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).not.toContainElement(screen.getByText('Beside'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(onChange.mock.calls.map(([k]) => k)).toEqual(['three', 'one', 'three', 'one', 'three']);
  });
});
