import {
  validateAlphabets,
  validateEmail,
  firstError,
  formatPhone,
  isEmpty,
  validateNumeric,
  onlyDigits,
  validatePhone,
  PHONE_FORMATTED_LENGTH,
  validateRequired,
  validateSsn,
  validateState,
  validateVerificationCode,
  validateZipCode,
} from './rules';

describe('field rules', () => {
  it.each([undefined, null, '', '   ', '\t\n', []])("SD-14 %p is empty: 'This Field is required!'", (value) => {
    expect(isEmpty(value)).toBe(true);
    expect(validateRequired(value)).toBe('This Field is required!');
  });

  it.each(['a', ' a ', 0, ['x'], false])('SD-14 %p is filled', (value) => {
    expect(validateRequired(value)).toBeNull();
  });

  it.each(['CA', 'ny', ' TX '])('SD-18 state %p is 2 letters', (value) => {
    expect(validateState(value)).toBeNull();
  });

  it.each(['C', 'CAL', 'C1', '12'])("SD-18 state %p: 'State must be 2 letters'", (value) => {
    expect(validateState(value)).toBe('State must be 2 letters');
  });

  it.each(['94103', '00501'])('SD-18 zip %p is 5 digits', (value) => {
    expect(validateZipCode(value)).toBeNull();
  });

  it.each(['9410', '941030', '9410a', '94103-1234'])("SD-18 zip %p: 'Zip code must be 5 digits'", (value) => {
    expect(validateZipCode(value)).toBe('Zip code must be 5 digits');
  });

  it.each(['123456789', '123-45-6789'])('SD-18 SSN %p is 9 digits', (value) => {
    expect(validateSsn(value)).toBeNull();
  });

  it.each(['12345678', '1234567890', '12345678a', '12-345-6789'])("SD-18 SSN %p: 'SSN must be 9 digits'", (value) => {
    expect(validateSsn(value)).toBe('SSN must be 9 digits');
  });

  it("SD-18 SD-21 a phone number is (###) ###-#### (14 characters), else 'Please enter a valid phone number'", () => {
    expect('(555) 010-0000').toHaveLength(PHONE_FORMATTED_LENGTH);
    expect(validatePhone('(555) 010-0000')).toBeNull();
    for (const bad of ['(555) 010-000', '5550100000', '555-010-0000', '(555)010-0000']) expect(validatePhone(bad)).toBe('Please enter a valid phone number');
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5550', '(555) 0'],
    ['555010', '(555) 010'],
    ['5550100', '(555) 010-0'],
    ['5550100000', '(555) 010-0000'],
    ['55501000001234', '(555) 010-0000'],
    ['(555) 010-00ab00', '(555) 010-0000'],
    ['-5', '(5'],
  ])('SD-21 formatPhone(%p) is %p', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each(['alex@demo.qube', 'a.b+c@example.co.uk'])('SD-19 %p is a valid email', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each(['alex@', 'alex', '@demo.qube', 'alex@demo', 'al ex@demo.qube', 'alex@demo..qube'])("SD-19 %p: 'Please Enter a valid Email'", (value) => {
    expect(validateEmail(value)).toBe('Please Enter a valid Email');
  });

  it("SD-20 alphabets only: 'Only Alphabets are Allowed!'", () => {
    expect(validateAlphabets('Alex')).toBeNull();
    expect(validateAlphabets('Mary Ann')).toBeNull();
    for (const bad of ['Alex1', 'O!Neil', 'Mary  Ann']) expect(validateAlphabets(bad)).toBe('Only Alphabets are Allowed!');
  });

  it('SD-20 numeric fields take digits only', () => {
    expect(validateNumeric('0123')).toBeNull();
    expect(validateNumeric(42)).toBeNull();
    for (const bad of ['12a', '-1', '1.5', '1 2']) expect(validateNumeric(bad)).toBe('Only Numbers are Allowed!');
  });

  it('SD-22 a verification code is 5 digits', () => {
    expect(validateVerificationCode('12345')).toBeNull();
    for (const bad of ['1234', '123456', '1234a']) expect(validateVerificationCode(bad)).toBe('Verification code must be 5 digits');
    expect(onlyDigits('12a3-45 6', 5)).toBe('12345');
  });

  it('SD-14 SD-18 rules other than required pass an empty value; firstError reports the first broken rule', () => {
    for (const rule of [validateState, validateZipCode, validateSsn, validatePhone, validateEmail, validateAlphabets, validateNumeric, validateVerificationCode]) expect(rule('')).toBeNull();
    const zip = firstError(validateRequired, validateZipCode);
    expect(zip('  ')).toBe('This Field is required!');
    expect(zip('12')).toBe('Zip code must be 5 digits');
    expect(zip('12345')).toBeNull();
  });
});
