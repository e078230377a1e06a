import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainField } from './PlainField';
import { PlainMoneyInput } from './PlainMoneyInput';

function Priced({ initial = '', onAmount = jest.fn() }: { initial?: string; onAmount?: (amount: string) => void }) {
  const [amount, setAmount] = useState(initial);
  return (
    <PlainField label="Power session" error={amount === '20000.00' ? 'Too much' : null}>
      {(control) => (
        <PlainMoneyInput
          {...control}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            onAmount(next);
          }}
        />
      )}
    </PlainField>
  );
}

describe('PlainMoneyInput', () => {
  it('SD-24 shows an amount as money and keeps the exact amount typed, never a float', async () => {
    const onAmount = jest.fn();
    render(<Priced initial="150.00" onAmount={onAmount} />);
    const field = screen.getByRole('textbox', { name: 'Power session' });
    expect(field).toHaveValue('$150.00');
    await userEvent.clear(field);
    await userEvent.type(field, '65.25');
    expect(field).toHaveValue('$65.25');
    expect(onAmount).toHaveBeenLastCalledWith('65.25');
  });

  it('SD-24 an empty or zero amount shows empty; a message marks the field invalid', async () => {
    render(<Priced initial="0.00" />);
    const field = screen.getByRole('textbox', { name: 'Power session' });
    expect(field).toHaveValue('');
    await userEvent.type(field, '20000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too much');
  });
});
