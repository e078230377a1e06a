import { mergedToastText } from './toastBridge';

describe('toasts', () => {
  it("SH-73 merges repeated identical toasts into one with ' (2 times)'", () => {
    expect(mergedToastText('Network error occurred.', 1)).toBe('Network error occurred.');
    expect(mergedToastText('Network error occurred.', 2)).toBe('Network error occurred. (2 times)');
  });
});

describe('toast bridge', () => {
  it('SH-73 shows a bus toast and merges an identical one while visible', async () => {
    jest.useFakeTimers();
    const { bus } = await import('@qube/shared');
    const { connectToasts, toastStore } = await import('./toastBridge');
    const disconnect = connectToasts();
    bus.emit('toast:show', { type: 'error', message: 'Network error occurred.' });
    bus.emit('toast:show', { type: 'error', message: 'Network error occurred.' });
    expect(toastStore.getState().toasts).toEqual([{ key: 'error:Network error occurred.', type: 'error', message: 'Network error occurred.', count: 2 }]);
    jest.advanceTimersByTime(4000);
    expect(toastStore.getState().toasts).toEqual([]);
    disconnect();
    jest.useRealTimers();
  });
});

describe('toast with an action (issue 25 §4: Undo from the success toast)', () => {
  it('renders one button, runs it once and closes the toast; it stays 10 s instead of 4', async () => {
    jest.useFakeTimers();
    const { bus } = await import('@qube/shared');
    const { render, screen, fireEvent, act } = await import('@testing-library/react');
    const { connectToasts, toastStore, TOAST_WITH_ACTION_MS } = await import('./toastBridge');
    const { Toasts } = await import('./Toasts');
    const disconnect = connectToasts();
    const run = jest.fn();
    render(<Toasts />);
    act(() => bus.emit('toast:show', { type: 'success', message: 'Activity updated successfully', action: { label: 'Undo', run } }));
    expect(screen.getByRole('status')).toHaveTextContent('Activity updated successfully');
    act(() => jest.advanceTimersByTime(4000));
    const undo = screen.getByRole('button', { name: 'Undo' });
    fireEvent.click(undo);
    expect(run).toHaveBeenCalledTimes(1);
    expect(toastStore.getState().toasts).toEqual([]);
    act(() => bus.emit('toast:show', { type: 'success', message: 'Activity updated successfully', action: { label: 'Undo', run } }));
    act(() => jest.advanceTimersByTime(TOAST_WITH_ACTION_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    disconnect();
    jest.useRealTimers();
  });
});
