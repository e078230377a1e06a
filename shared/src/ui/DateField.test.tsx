import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { DateField } from './DateField';
import { DATE_INPUT_FORMATS, DATE_INVALID_MESSAGE, isDateValue, parseTypedDate, validateDateValue } from './dateInput';

const TODAY = dayjs().format('YYYY-MM-DD');
const LATER = dayjs().add(3, 'day');
// M/D/YYYY and MM/DD/YYYY are one text when month and day have two digits.
const TYPED_FORMS = [...new Set([LATER.format('MM/DD/YYYY'), LATER.format('M/D/YYYY'), LATER.format('YYYY-MM-DD'), LATER.format('MMM D, YYYY')])];

function Harness() {
  const [value, setValue] = useState(TODAY);
  return (
    <>
      <DateField label="Date" value={value} onChange={setValue} isDateAllowed={(date) => date >= TODAY} />
      <button type="button">Next</button>
      <output>value={value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Date' });

async function typeDate(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(field());
  await user.clear(field());
  await user.type(field(), text);
}

describe('typed dates', () => {
  it('SD-26 reads the common typed forms and refuses text that is no date', () => {
    expect(parseTypedDate('11/26/2026')).toBe('2026-11-26');
    expect(parseTypedDate('1/5/2026')).toBe('2026-01-05');
    expect(parseTypedDate('01/5/2026')).toBe('2026-01-05');
    expect(parseTypedDate('2026-11-26')).toBe('2026-11-26');
    expect(parseTypedDate('Nov 26, 2026')).toBe('2026-11-26');
    expect(parseTypedDate(' nov 26 2026 ')).toBe('2026-11-26');
    expect(parseTypedDate('November 26, 2026')).toBe('2026-11-26');
    expect(parseTypedDate('Sept 3, 2026')).toBe('2026-09-03');
    expect(parseTypedDate('2/29/2028')).toBe('2028-02-29');
    for (const text of ['13/45/2026', '2/29/2026', '2026-13-01', '11/26/26', 'Junk 3, 2026', 'tomorrow', '']) expect(parseTypedDate(text)).toBeNull();
    expect(isDateValue('2026-11-26')).toBe(true);
    expect(isDateValue('2026-1-26')).toBe(false);
    expect(validateDateValue('')).toBeNull();
    expect(validateDateValue('2026-11-26')).toBeNull();
    expect(validateDateValue('13/45/2026')).toBe(DATE_INVALID_MESSAGE);
    // Every listed form, written out by dayjs, reads back as the same day.
    for (const format of DATE_INPUT_FORMATS) expect(parseTypedDate(dayjs('2026-01-05').format(format))).toBe('2026-01-05');
  });

  it.each(TYPED_FORMS)('SD-26 commits %s when the person tabs away', async (text) => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, text);
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('YYYY-MM-DD')}`);
    expect(field()).toHaveValue(LATER.format('MMM D, YYYY'));
  });

  it.each(TYPED_FORMS)('SD-26 commits %s when the person clicks elsewhere without Enter', async (text) => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, text);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('YYYY-MM-DD')}`);
    // The picker's own delayed close must not bring the old date back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('YYYY-MM-DD')}`);
    expect(field()).toHaveValue(LATER.format('MMM D, YYYY'));
  });

  it('SD-26 commits a typed date on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, `${LATER.format('MM/DD/YYYY')}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('YYYY-MM-DD')}`);
  });

  it('SD-26 shows "Please enter a valid date" for text that is no date and keeps no older date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, '13/45/2026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
    expect(field()).toHaveValue('13/45/2026');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('value=13/45/2026');

    // A valid date typed afterwards replaces the message.
    await typeDate(user, LATER.format('MM/DD/YYYY'));
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('YYYY-MM-DD')}`);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('SD-26 a text that only starts as a date is refused too (no half-typed date is kept), and stays as typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, `${LATER.format('MMM D, YYYY')}7`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('MMM D, YYYY')}7`);
    expect(field()).toHaveValue(`${LATER.format('MMM D, YYYY')}7`);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
  });

  it('SD-26 a date with a digit too many is refused on Tab too, and stays as typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, `${LATER.format('MM/DD/YYYY')}7`);
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(`value=${LATER.format('MM/DD/YYYY')}7`);
    expect(field()).toHaveValue(`${LATER.format('MM/DD/YYYY')}7`);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
  });

  it('SD-26 passes a typed day the calendar does not offer to the form, which refuses it with its own rule', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const past = dayjs().subtract(3, 'day');
    await typeDate(user, past.format('MM/DD/YYYY'));
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent(`value=${past.format('YYYY-MM-DD')}`);
    expect(field()).toHaveValue(past.format('MMM D, YYYY'));
  });

  it('SD-26 a field emptied and left is empty (the form\'s required rule speaks), never the old date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.clear(field());
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent(/^value=$/);
    expect(field()).toHaveValue('');
  });

  it('SD-26 picking a day in the calendar still works', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    const day = LATER.format('YYYY-MM-DD');
    await user.click(await screen.findByTitle(day));
    expect(screen.getByRole('status')).toHaveTextContent(`value=${day}`);
  });

  it('SD-26 shows the form\'s own message, and the field\'s for text that is no date first', async () => {
    function WithError() {
      const [value, setValue] = useState(TODAY);
      return <DateField label="Date" value={value} onChange={setValue} error={value < TODAY ? 'Choose today or a later date.' : null} />;
    }
    const user = userEvent.setup();
    render(<WithError />);
    await typeDate(user, dayjs().subtract(1, 'day').format('MM/DD/YYYY'));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose today or a later date.');
    expect(field()).toHaveAccessibleDescription('Choose today or a later date.');
    await typeDate(user, 'not a date');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
  });
});
