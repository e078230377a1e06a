import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { MemoryRouter } from 'react-router-dom';
import { MigrationFinishPage } from './MigrationFinishPage';

afterEach(() => act(() => sessionStore.getState().reset()));

describe('migration finish page', () => {
  it("ON-64 choice-migration-qube-plus-finish has a green header and offers 'Switch to Qube+ Account'", () => {
    startTestSession({}, { id: 11 });
    render(<MemoryRouter><MigrationFinishPage /></MemoryRouter>);
    expect(screen.getByRole('banner')).toHaveStyle({ background: '#2BB673' });
    expect(screen.getByRole('button', { name: 'Switch to Qube+ Account' })).toBeInTheDocument();
  });
});
