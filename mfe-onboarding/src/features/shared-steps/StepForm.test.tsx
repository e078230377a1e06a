import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepForm } from './StepForm';

function setup(isValid: boolean) {
  const onSubmit = jest.fn();
  const validate = jest.fn(() => isValid);
  const user = userEvent.setup({ delay: null });
  render(
    <StepForm isBusy={false} validate={validate} onSubmit={onSubmit} submitLabel="Send Code">
      <label htmlFor="name">Name</label>
      <input id="name" />
    </StepForm>,
  );
  return { user, onSubmit, validate };
}

describe('StepForm', () => {
  it('SD-14 a step whose fields fail their checks is not sent', async () => {
    const { user, onSubmit, validate } = setup(false);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(validate).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a step whose fields pass, from the button or Enter in a field', async () => {
    const { user, onSubmit } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
