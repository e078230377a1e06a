import { lazy, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { PlainDateField } from './PlainDateField';
import type { PlainCalendarProps } from './PlainCalendarPopup';

// The kit never imports antd: a stand-in with antd Calendar's props, loaded lazily as the areas load theirs.
function StandInCalendar({ value, onSelect }: PlainCalendarProps) {
  const month = (value ?? dayjs()).startOf('month');
  return (
    <div>
      <button type="button" onClick={() => onSelect(month.add(1, 'month'), { source: 'month' })}>
        Next month
      </button>
      {Array.from({ length: month.daysInMonth() }, (_, i) => month.add(i, 'day')).map((day) => (
        <button key={day.date()} type="button" title={day.format('YYYY-MM-DD')} onClick={() => onSelect(day, { source: 'date' })}>
          {day.date()}
        </button>
      ))}
    </div>
  );
}
const Calendar = lazy(async () => ({ default: StandInCalendar }));

function Field({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('2026-11-20');
  return (
    <PlainDateField
      label="From date"
      value={value}
      error={error}
      Calendar={Calendar}
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

  it('MM-19 keeps text that is no date and says so; the form’s own message shows too', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<Field onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From date' });
    await user.clear(field);
    await user.type(field, 'soon');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('soon');
    expect(field).toHaveValue('soon');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid date');

    rerender(<Field onChange={onChange} error="Choose a date on or after the From date." />);
    await user.clear(field);
    await user.tab();
    expect(field).toHaveAccessibleDescription('Choose a date on or after the From date.');
  });

  it('MM-19 opens the calendar on demand and a picked day becomes the date; Escape and a click outside close it', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <Field onChange={onChange} />
        <p>Elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Choose From date' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'From date calendar' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Moving to another month chooses nothing; a day does.
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByTitle('2026-11-12'));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-12');
    expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue('Nov 12, 2026');
    expect(calendar).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole('dialog', { name: 'From date calendar' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'From date calendar' })).not.toBeInTheDocument();

    await user.click(button);
    await screen.findByRole('dialog', { name: 'From date calendar' });
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog', { name: 'From date calendar' })).not.toBeInTheDocument();
  });
});
