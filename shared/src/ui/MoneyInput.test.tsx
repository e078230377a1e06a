import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyInput } from './MoneyInput';
import { addToAmount, maskMoneyInput, parseMoneyInput } from './moneyMask';

function Harness({ initial = '0.00', extra }: { initial?: string; extra?: { label: string; amount: string } }) {
  const [amount, setAmount] = useState(initial);
  return (
    <>
      <MoneyInput label="Amount" value={amount} onChange={setAmount} extraButton={extra} />
      <output>amount={amount}</output>
    </>
  );
}

describe('money input', () => {
  it("SD-24 masks amounts with '$', two decimals and no minus ('$-0.00' becomes '$0.00')", () => {
    expect(maskMoneyInput('12.345')).toBe('$12.34');
    expect(maskMoneyInput('-5')).toBe('$5');
    expect(maskMoneyInput('$-0.00')).toBe('$0.00');
    expect(maskMoneyInput('abc')).toBe('');
    expect(maskMoneyInput('007.5')).toBe('$7.5');
    expect(parseMoneyInput('$12.5')).toBe('12.50');
    expect(parseMoneyInput('')).toBe('0.00');
  });

  it('SD-24 keeps what is typed and gives the exact amount', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('placeholder', '$0.00');
    await user.type(input, '-12.345');
    expect(input).toHaveValue('$12.34');
    expect(screen.getByText('amount=12.34')).toBeInTheDocument();
  });

  it('SD-27 adds the quick-add amounts 5, 10, 50 and 100 exactly', async () => {
    const user = userEvent.setup();
    render(<Harness initial="0.10" extra={{ label: 'All', amount: '320.00' }} />);
    for (const label of ['+$5', '+$10', '+$50', '+$100']) await user.click(screen.getByRole('button', { name: label }));
    expect(screen.getByText('amount=165.10')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('$165.10');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('amount=320.00')).toBeInTheDocument();
    expect(addToAmount('0.10', 0.2)).toBe('0.30');
  });
});
