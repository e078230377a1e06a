import { act, render } from '@testing-library/react';
import { bus, sessionStore } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { MoneyMovementDialogs } from './MoneyMovementDialogs';

// The dialogs parcel, which the shell may load on every signed-in page, is only the listeners: an antd import on its
// path fails here (docs/adr/0017-light-banners-and-dialog-parcels.md). Each dialog brings antd when it opens (the
// hosts' own tests open them).
jest.mock('antd', () => {
  throw new Error('antd is not part of the dialogs parcel until a dialog opens');
});
jest.mock('@ant-design/icons', () => {
  throw new Error('antd icons are not part of the dialogs parcel until a dialog opens');
});

afterEach(() => {
  act(() => sessionStore.getState().reset());
  bus.reset();
});

it('the move-money dialogs parcel mounts its listeners without antd and draws nothing until a dialog is asked for', () => {
  const account = makeAccount({ id: 1 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account }), account, trustDevice: false });
  const { container } = render(<MoneyMovementDialogs />);
  expect(container).toBeEmptyDOMElement();
});
