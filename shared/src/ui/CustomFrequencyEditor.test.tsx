import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomFrequencyEditor } from './CustomFrequencyEditor';
import { DEFAULT_CUSTOM_FREQUENCY, toCustomRepeat, type CustomFrequency } from '../domain/frequency';

function Harness({ initial = DEFAULT_CUSTOM_FREQUENCY, maxDays }: { initial?: CustomFrequency; maxDays?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CustomFrequencyEditor value={value} onChange={setValue} maxDays={maxDays} />
      <output>{JSON.stringify(toCustomRepeat(value))}</output>
    </>
  );
}

function setup(props: { initial?: CustomFrequency; maxDays?: number } = {}) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  const payload = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as ReturnType<typeof toCustomRepeat>;
  return { user, payload, ...view };
}

/** Picks an option of an antd Select by keyboard-free click on its title. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1] as HTMLElement);
}

describe('CustomFrequencyEditor', () => {
  it('SD-34 starts as every month on the 1st and gives {recurring, transfer_interval, days_in_calendar}', () => {
    const { payload } = setup();
    expect(screen.getByRole('group', { name: 'Custom frequency' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Every how many months' })).toHaveValue('1');
    expect(screen.getByText('Every month on the 1st')).toBeInTheDocument();
    expect(payload()).toEqual({ recurring: 'custom', frequency: 'monthly', transfer_interval: 1, days_in_calendar: [{ day: 1 }] });
  });

  it("SD-32 monthly on dates: several days and 'Last day of the month' (-1) with its note", async () => {
    const { user, payload } = setup();
    const days = screen.getByRole('group', { name: 'Days of the month' });
    expect(within(days).getAllByRole('button')).toHaveLength(29);
    await user.click(within(days).getByRole('button', { name: '15' }));
    await user.click(within(days).getByRole('button', { name: 'Last day of the month' }));
    expect(within(days).getByRole('button', { name: 'Last day of the month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/the 31st, or the last day of a shorter month/)).toBeInTheDocument();
    expect(payload().days_in_calendar).toEqual([{ day: 1 }, { day: 15 }, { day: -1 }]);
    expect(screen.getByText('Every month on the 1st, 15th and last day')).toBeInTheDocument();
  });

  it('SD-32 a max selection count of 1 keeps a single day', async () => {
    const { user, payload } = setup({ maxDays: 1 });
    await user.click(screen.getByRole('button', { name: '20' }));
    expect(payload().days_in_calendar).toEqual([{ day: 20 }]);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('SD-23 the interval outside 1–99 shows a clear message on the field', async () => {
    const { user, payload } = setup();
    const interval = screen.getByRole('spinbutton', { name: 'Every how many months' });
    await user.clear(interval);
    await user.type(interval, '100');
    expect(screen.getByRole('alert')).toHaveTextContent('Interval must be a whole number from 1 to 99');
    expect(interval).toHaveAttribute('aria-invalid', 'true');
    await user.clear(interval);
    await user.type(interval, '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(payload().transfer_interval).toBe(2);
    expect(screen.getByText('Every 2 months on the 1st')).toBeInTheDocument();
  });

  it('SD-29 monthly on the 2nd Tuesday (week + weekday, weekday 0 = Monday)', async () => {
    const { user, payload } = setup();
    act(() => screen.getByRole('radio', { name: 'On dates' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'On the' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 1st, 2nd, 3rd or 4th');
    await choose(user, 'Week of the month', '2nd');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a day of the week');
    await choose(user, 'Day of the week', 'Tuesday');
    expect(payload().days_in_calendar).toEqual([{ week: 2, weekday: 1 }]);
    expect(screen.getByText('Every month on the 2nd Tuesday')).toBeInTheDocument();
  });

  it('SD-29 weekly toggles Monday to Sunday by keyboard and needs at least one', async () => {
    const { user, payload } = setup();
    await choose(user, 'Frequency', 'Weekly');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one day of the week');
    const week = screen.getByRole('group', { name: 'Days of the week' });
    expect(within(week).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    act(() => within(week).getByRole('button', { name: 'Fri' }).focus());
    await user.keyboard('{Enter}');
    act(() => within(week).getByRole('button', { name: 'Mon' }).focus());
    await user.keyboard(' ');
    expect(payload()).toMatchObject({ frequency: 'weekly', days_in_calendar: [{ weekday: 0 }, { weekday: 4 }] });
    expect(screen.getByText('Every week on Monday and Friday')).toBeInTheDocument();
  });

  it('SD-33 yearly: months Jan–Dec (1–12) and a day', async () => {
    const { user, payload } = setup();
    await choose(user, 'Frequency', 'Yearly');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one month');
    const months = screen.getByRole('group', { name: 'Months' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    await user.click(within(months).getByRole('button', { name: 'Dec' }));
    await choose(user, 'Day of the month', '25');
    expect(payload()).toMatchObject({ frequency: 'yearly', days_in_calendar: [{ month: 12, day: 25 }] });
    expect(screen.getByText('Every year on the 25th of December')).toBeInTheDocument();
  });

  it('SD-29 daily sends no entries and says "Every N days"', async () => {
    const { user, payload } = setup();
    await choose(user, 'Frequency', 'Daily');
    expect(screen.queryByRole('group', { name: 'Days of the month' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Every how many days' })).toBeInTheDocument();
    expect(payload()).toEqual({ recurring: 'custom', frequency: 'daily', transfer_interval: 1, days_in_calendar: [] });
  });
});
