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
    // Inside the shell's main landmark a header is no banner landmark: found by its link.
    expect(screen.getByRole('link', { name: 'Qube' }).closest('header')).toHaveStyle({ background: '#1E7F4F' });
    expect(screen.getByRole('button', { name: 'Switch to Qube+ Account' })).toBeInTheDocument();
  });
});
