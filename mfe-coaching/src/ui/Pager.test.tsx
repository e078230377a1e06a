import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageItems } from './Pager';

describe('Pager', () => {
  it('CO-13 shows the first, the last and two pages either side of the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(pageItems(6, 12)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
    expect(pageItems(12, 12)).toEqual([1, '…', 10, 11, 12]);
  });

  it('CO-13 is a named navigation of page buttons, absent when one page holds everything', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={1} pageSize={20} count={20} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pager page={2} pageSize={20} count={45} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });
});
