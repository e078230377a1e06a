import { toAntdRule } from './antdRule';
import { firstError, validateRequired, validateZipCode } from './rules';

describe('toAntdRule', () => {
  it('SD-14 SD-18 rejects with the first message of the validator and resolves when valid', async () => {
    const rule = toAntdRule(firstError(validateRequired, validateZipCode));
    await expect(rule.validator(undefined, '')).rejects.toThrow('This Field is required!');
    await expect(rule.validator(undefined, '123')).rejects.toThrow('Zip code must be 5 digits');
    await expect(rule.validator(undefined, '12345')).resolves.toBeUndefined();
  });
});
