import { configure, screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { courseNavigator, QubeMastersPage } from './QubeMastersPage';

// Typing into antd forms is slow in jsdom, slower on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

function setup() {
  const assign = jest.spyOn(courseNavigator, 'assign').mockImplementation(() => undefined);
  const { user } = renderWithProviders(<QubeMastersPage />, { route: '/qubemasters' });
  return { user, assign };
}

const LOGIN = { status: 200, data: { jwt: 'j.w.t', sso_url: 'https://courses.example/sso' } } as never;

describe('QubeMastersPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("SH-74 shows 'Opening Qube Masters…', posts courses/login/ and goes to sso_url?jwt=", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(LOGIN);
    const { assign } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Opening Qube Masters…');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://courses.example/sso?jwt=j.w.t'));
    expect(post).toHaveBeenCalledWith('courses/login/', undefined, { mute: true });
  });

  it("SH-75 any failure shows 'Qube Masters course is currently down for maintenance.'; 'Try again' retries", async () => {
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(503, { fallback_message: 'Courses are unavailable.' })).mockResolvedValueOnce(LOGIN);
    const { user, assign } = setup();
    expect(await screen.findByText('Qube Masters course is currently down for maintenance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Overview' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://courses.example/sso?jwt=j.w.t'));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('SH-75 an answer without jwt or sso_url also shows the notice', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: {} } as never);
    const { assign } = setup();
    expect(await screen.findByText('Qube Masters course is currently down for maintenance.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
