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
