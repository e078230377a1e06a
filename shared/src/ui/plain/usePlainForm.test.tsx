import { act, renderHook } from '@testing-library/react';
import { firstError, validateRequired, validateZipCode } from '../../index';
import { validatePasswordMatch } from '../../validation/password';
import { usePlainForm } from './usePlainForm';

type Values = { zip: string; password: string; confirm: string };
const initial: Values = { zip: '', password: '', confirm: '' };
const options = {
  rules: {
    zip: (v: string) => firstError(validateRequired, validateZipCode)(v),
    confirm: (v: string, all: Values) => firstError(validateRequired, validatePasswordMatch(all.password))(v),
  },
  dependencies: { confirm: ['password' as const] },
};

describe('usePlainForm', () => {
  it("SD-14 checks every field on submit with the shared validators' messages", () => {
    const { result } = renderHook(() => usePlainForm(initial, options));
    let ok = true;
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ zip: 'This Field is required!', confirm: 'This Field is required!' });
  });

  it('checks a field as it changes, and a dependent field once touched', () => {
    const { result } = renderHook(() => usePlainForm(initial, options));
    act(() => result.current.setValue('password', 'abc'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.setValue('confirm', 'ab'));
    expect(result.current.errors).toEqual({ confirm: 'Passwords must match' });
    act(() => result.current.setValue('password', 'ab'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.setValue('zip', '123'));
    expect(result.current.errors).toEqual({ zip: 'Zip code must be 5 digits' });
  });

  it("keeps an API message under its field until that field changes; reset clears values and messages", () => {
    const { result } = renderHook(() => usePlainForm(initial, options));
    act(() => result.current.setErrors({ zip: 'Unknown zip code.', password: 'Too common.' }));
    act(() => result.current.setValue('zip', '97201'));
    expect(result.current.errors).toEqual({ password: 'Too common.' });
    act(() => result.current.setValues({ confirm: 'x' }));
    expect(result.current.values).toEqual({ zip: '97201', password: '', confirm: 'x' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initial);
    expect(result.current.errors).toEqual({});
  });
});
