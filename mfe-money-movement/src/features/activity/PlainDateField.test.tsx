import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainDateField } from './PlainDateField';

function Field({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('2026-11-20');
  return (
    <PlainDateField
      label="From date"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('PlainDateField', () => {
  it('MM-19 shows its date as MMM D, YYYY and commits a typed date on Enter', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Field onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From date' });
    expect(field).toHaveValue('Nov 20, 2026');
    await user.clear(field);
    await user.type(field, '12/03/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    expect(field).toHaveValue('Dec 3, 2026');
  });

  it('MM-19 opens the calendar on demand and a picked day becomes the date; Escape closes it', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Field onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose From date' }));
    const calendar = await screen.findByRole('dialog', { name: 'From date calendar' }, { timeout: 10000 });
    // antd's calendar names each day's cell by its date.
    await user.click(await waitFor(() => screen.getByTitle('2026-11-12')));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-12');
    expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue('Nov 12, 2026');
    expect(calendar).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose From date' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Choose From date' }));
    await screen.findByRole('dialog', { name: 'From date calendar' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'From date calendar' })).not.toBeInTheDocument();
  });
});
