import { screen, waitFor } from '@testing-library/react';
import { api } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { PreauthDialog } from './PreauthDialog';

describe('PreauthDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-27 API-42 creates the pre-auth with one idempotency key per dialog, so a retried Create after a failure makes one hold, not two', async () => {
    const post = jest.spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ status: 201, data: {} } as never);
    const onClose = jest.fn();
    const { user, payloads } = renderWithProviders(<PreauthDialog accountId={4} qube={{ id: 7, name: 'Groceries' }} onClose={onClose} />, { record: ['toast:show'] });
    await user.type(screen.getByLabelText('Merchant'), 'Streamly');
    await user.type(screen.getByLabelText('Amount'), '12.99');
    await user.click(screen.getByRole('button', { name: 'Create Pre-Auth' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Create Pre-Auth' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const bodies = post.mock.calls.map(([, body]) => body as Record<string, unknown>);
    expect(bodies[0]).toMatchObject({ account_id: 4, qube_id: 7, merchant_name: 'Streamly', amount: '12.99' });
    expect(typeof bodies[0]?.idempotency_key).toBe('string');
    expect(bodies[1]?.idempotency_key).toBe(bodies[0]?.idempotency_key);
    expect(payloads('toast:show')).toEqual([{ type: 'success', message: 'Pre-Auth created' }]);
  });
});
