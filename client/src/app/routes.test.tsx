import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './App';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The app's route table at an address, with the address it ends up at. */
function renderAt(path: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { path },
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the route table', () => {
  it('sends / to /home', async () => {
    await renderAt('/');
    expect(address()).toBe('/home');
    expect(await screen.findByRole('link', { name: 'Receive tutoring' })).toBeTruthy();
  });

  it('shows a 404 heading at an unknown path', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
  });

  it('matches paths in any case', async () => {
    await renderAt('/LOGIN');
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
  });
});

describe('sign-in', () => {
  // jsdom has no server behind the page: the call fails as it does when the server is down.
  it('says the server may be down when sign-in fails for another reason than the password', async () => {
    await renderAt('/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'someone' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'something' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Something went wrong! Is the server running?');
  });
});
