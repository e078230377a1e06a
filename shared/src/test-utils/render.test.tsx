import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { bus } from '../bus/eventBus';
import { useSession } from '../session/useSession';
import { sessionStore } from '../session/sessionStore';
import { renderWithProviders } from './render';

function Probe() {
  const me = useSession((state) => state.me);
  return <p>{me ? `Signed in as ${me.first_name}` : 'Signed out'}</p>;
}

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

describe('renderWithProviders', () => {
  it('signs the test user in before the first render and answers the user and the account', () => {
    const { me, account } = renderWithProviders(<Probe />, { session: { me: { first_name: 'Alex' }, account: { id: 4 } } });
    expect(screen.getByText('Signed in as Alex')).toBeInTheDocument();
    expect(account?.id).toBe(4);
    expect(me?.primary_account.id).toBe(4);
  });

  it('resets the session it started after the test', () => {
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('renders at a route inside a router, inside the wrapper', () => {
    const Frame = ({ children }: { children: ReactNode }) => <section aria-label="frame">{children}</section>;
    renderWithProviders(<Where />, { route: '/qubes?qube=4', wrapper: Frame });
    expect(screen.getByRole('region', { name: 'frame' })).toHaveTextContent('At /qubes?qube=4');
  });

  it('records the bus events and commands it is asked for, in order, and leaves the others', () => {
    const { events, payloads } = renderWithProviders(<Probe />, { record: ['toast:show', 'command:open-activity'] });
    bus.emit('toast:show', { type: 'success', message: 'Saved' });
    bus.emit('qubes:changed', {});
    bus.emit('command:open-activity', { activityId: 3 });
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Saved' } },
      { name: 'command:open-activity', payload: { activityId: 3 } },
    ]);
    expect(payloads('toast:show')).toEqual([{ type: 'success', message: 'Saved' }]);
    expect(payloads('qubes:changed')).toEqual([]);
  });

  it('drops its bus subscriptions after the test: a command is queued again for its next consumer', () => {
    const received: unknown[] = [];
    bus.emit('command:open-activity', { activityId: 5 });
    const subscription = bus.on('command:open-activity').subscribe((payload) => received.push(payload));
    expect(received).toEqual([{ activityId: 5 }]);
    subscription.unsubscribe();
    bus.reset();
  });
});
