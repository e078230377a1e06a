import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithin } from './lazyWithin';

function Frame({ children }: { children: ReactNode }) {
  return <section aria-label="Themed">{children}</section>;
}

describe('lazyWithin', () => {
  it('shows the fallback, then the piece inside its frame with its props', async () => {
    let loads = 0;
    const Greeting = lazyWithin(
      async () => Frame,
      async () => {
        loads += 1;
        return ({ name }: { name: string }) => <p>Hello {name}</p>;
      },
      <p>Loading…</p>,
    );
    render(<Greeting name="Alex" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const greeting = await screen.findByText('Hello Alex');
    expect(screen.getByRole('region', { name: 'Themed' })).toContainElement(greeting);
    expect(loads).toBe(1);
  });

  it('loads nothing until it is rendered', () => {
    let loads = 0;
    lazyWithin(async () => Frame, async () => {
      loads += 1;
      return () => null;
    });
    expect(loads).toBe(0);
  });
});
