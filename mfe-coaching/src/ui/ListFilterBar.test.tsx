import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ListFilterBar } from './ListFilterBar';
import { NO_FILTERS, RANGE_REVERSED, type ListFilters } from './listFilters';

function Bar({ onChange }: { onChange: (filters: ListFilters) => void }) {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  return (
    <ListFilterBar
      value={filters}
      dateLabel="Date sold"
      products={[{ value: 'basic', label: 'Basic node' }]}
      onChange={(next) => {
        onChange(next);
        setFilters(next);
      }}
    />
  );
}

describe('ListFilterBar', () => {
  it('CO-13 CO-18 a month fills the day range; typed dates and a product apply; a reversed range says so', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Bar onChange={onChange} />);
    const month = dayjs().startOf('month');
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(select).toHaveDisplayValue('Any month');
    await user.selectOptions(select, month.format('MMMM YYYY'));
    expect(onChange).toHaveBeenLastCalledWith({ from: month.format('YYYY-MM-DD'), to: month.endOf('month').format('YYYY-MM-DD'), product: '' });
    expect(screen.getByRole('textbox', { name: 'Date sold from' })).toHaveValue(month.format('MMM D, YYYY'));

    const to = screen.getByRole('textbox', { name: 'Date sold to' });
    await user.clear(to);
    await user.type(to, '01/01/2020{Enter}');
    expect(to).toHaveAccessibleDescription(RANGE_REVERSED);
    // No longer a whole month: the month choice goes back to 'Any month'.
    expect(select).toHaveDisplayValue('Any month');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Basic node');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ product: 'basic' }));
  });

  it('CO-13 the calendar (antd, in the portal theme) loads on demand and a picked day becomes the date', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Bar onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose Date sold from' }));
    await screen.findByRole('dialog', { name: 'Date sold from calendar' });
    const day = dayjs().startOf('month').add(11, 'day');
    // antd's calendar names each day's cell by its date.
    await user.click(await waitFor(() => screen.getByTitle(day.format('YYYY-MM-DD')), { timeout: 10000 }));
    expect(onChange).toHaveBeenLastCalledWith({ from: day.format('YYYY-MM-DD'), to: '', product: '' });
    expect(screen.getByRole('textbox', { name: 'Date sold from' })).toHaveValue(day.format('MMM D, YYYY'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
