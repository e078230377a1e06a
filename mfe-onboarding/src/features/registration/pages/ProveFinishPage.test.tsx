import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { location, makeForm, setup } from '../testSetup';
import { ProveFinishPage } from './ProveFinishPage';

afterEach(() => jest.restoreAllMocks());

describe('ProveFinishPage', () => {
  it('ON-31 finishes the check with the vfp of the return address and continues at the next step', async () => {
    const finish = jest.spyOn(registrationApi, 'finishIdentityCheck').mockResolvedValue(makeForm({ prove: true, completed_step_index: 12, current_step: 'user-identity-info' }));
    setup('/register/prove/finish?vfp=abc', <ProveFinishPage />, makeForm({ completed_step_index: 10, current_step: 'processing' }));
    await waitFor(() => expect(location(screen)).toBe('/register/user-identity-info'));
    expect(finish).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenCalledWith('abc');
  });

  it('ON-30 a 400 goes to /register/prove/non-eligible', async () => {
    jest.spyOn(registrationApi, 'finishIdentityCheck').mockRejectedValue(new ApiError(400, { fallback_message: 'no' }));
    setup('/register/prove/finish?vfp=abc', <ProveFinishPage />, null);
    await waitFor(() => expect(location(screen)).toBe('/register/prove/non-eligible'));
  });

  it.each([502, 409, 0])('ON-30 any other failure (%s) goes to /register/begin?prove=false', async (status) => {
    jest.spyOn(registrationApi, 'finishIdentityCheck').mockRejectedValue(new ApiError(status, null));
    setup('/register/prove/finish?vfp=abc', <ProveFinishPage />, null);
    await waitFor(() => expect(location(screen)).toBe('/register/begin?prove=false'));
  });
});
