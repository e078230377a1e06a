import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './SearchField';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchField', () => {
  it('CO-20 reports the text 400 ms after the last keystroke, at once on Enter, and never just for being drawn', () => {
    const onSearch = jest.fn();
    render(<SearchField label="Search leads" onSearch={onSearch} />);
    act(() => jest.advanceTimersByTime(1000));
    // Drawn and left alone: the list keeps its page (a report here sent a turned page back to the first).
    expect(onSearch).not.toHaveBeenCalled();

    const box = screen.getByRole('searchbox', { name: 'Search leads' });
    fireEvent.change(box, { target: { value: 'ali' } });
    act(() => jest.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith('ali');

    fireEvent.change(box, { target: { value: 'ali ' } });
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledTimes(1);

    fireEvent.change(box, { target: { value: 'alice' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('alice');
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
