import { mergedToastText } from './toastBridge';

describe('toasts', () => {
  it("SH-73 merges repeated identical toasts into one with ' (2 times)'", () => {
    expect(mergedToastText('Network error occurred.', 1)).toBe('Network error occurred.');
    expect(mergedToastText('Network error occurred.', 2)).toBe('Network error occurred. (2 times)');
  });
});
