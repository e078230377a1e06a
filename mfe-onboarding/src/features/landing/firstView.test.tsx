import { render, screen, within } from '@testing-library/react';
import { api } from '@qube/shared';
import { OnboardingApp } from '../../OnboardingApp';

// The landing, /register/begin, draws without antd (docs/adr/0015-plain-markup-first-views.md): an import of it on the
// landing's path fails here. The registration steps and the area's other pages bring antd in their own chunks when
// reached.
jest.mock('antd', () => {
  throw new Error('antd is not part of the landing');
});

afterEach(() => jest.restoreAllMocks());

it('ON-01 ON-03 the landing draws its welcome, call to action, steps and version without antd', () => {
  const get = jest.spyOn(api, 'get');
  window.history.pushState({}, '', '/register/begin?prove=false');
  render(<OnboardingApp />);
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Qube' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not complete your identity check. Please try again.');
  const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual(['1Your Info', '2Options', '3Summary']);
  expect(steps[0]).toHaveAttribute('aria-current', 'step');
  expect(screen.getByText(/^Version /)).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});
