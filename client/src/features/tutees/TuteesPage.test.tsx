import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import TuteesPage from './TuteesPage';

const LOAD_FAILED = 'The tutees could not be loaded. Check your connection and try again.';

describe('the Tutees page when the server cannot be reached', () => {
  // jsdom has no server behind the page: each call of the real saga fails as a lost connection does.
  it('says the list could not be loaded, and Retry asks again', async () => {
    const { store } = await renderWithProviders(<TuteesPage />, { path: '/admin' });
    const panel = screen.getByRole('tabpanel');
    expect((await within(panel).findByRole('alert')).textContent).toBe(`${LOAD_FAILED}Retry`);
    expect(within(panel).queryByText(/pending tutees/)).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(store.getState().tutees?.lists.active.status).toBe('loading');
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect((await within(panel).findByRole('alert')).textContent).toBe(`${LOAD_FAILED}Retry`);
  });
});
