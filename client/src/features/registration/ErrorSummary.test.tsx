import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';

const ALERT = 'Please fill out all required fields.';

function Step({ items, alert = ALERT, focusKey = 1 }: { items: SummaryItem[]; alert?: string; focusKey?: number }) {
  return (
    <>
      <ErrorSummary alert={alert} items={items} focusKey={focusKey} />
      <label htmlFor="firstName">First name</label>
      <input id="firstName" />
      <label htmlFor="email">Email</label>
      <input id="email" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing and leaves the title alone while nothing is refused', async () => {
    document.title = 'Student information';
    await renderWithProviders(<Step items={[]} alert="" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Student information');
  });

  it('announces the alert, lists each problem as a link and focuses the first field', async () => {
    await renderWithProviders(
      <Step
        items={[
          { message: 'Enter your email address', target: 'email' },
          { message: 'Enter your first name', target: 'firstName' },
        ]}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(ALERT);
    expect(screen.getByRole('group', { name: 'There is a problem' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Enter your email address', 'Enter your first name']);
    expect(document.activeElement?.id).toBe('email');
  });

  it('moves focus to the field a link names', async () => {
    await renderWithProviders(<Step items={[{ message: 'Enter your first name', target: 'firstName' }]} />);
    (document.getElementById('email') as HTMLInputElement).focus();
    fireEvent.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(document.activeElement?.id).toBe('firstName');
  });

  it('links a problem on another step to that step, and focuses the summary itself', async () => {
    await renderWithProviders(
      <Step items={[{ message: 'Enter the school name', target: 'school', path: '/StudentInfo' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Enter the school name' }).getAttribute('href')).toBe('/StudentInfo');
    expect(document.activeElement).toBe(screen.getByRole('group'));
  });

  it('puts "Error:" before the page title while shown, and restores it after', async () => {
    document.title = 'Student information';
    const { unmount } = await renderWithProviders(<Step items={[{ message: 'Enter your email', target: 'email' }]} />);
    expect(document.title).toBe('Error: Student information');
    unmount();
    expect(document.title).toBe('Student information');
  });

  it("speaks the family's language", async () => {
    await renderWithProviders(<Step items={[{ message: 'Escriba su correo', target: 'email' }]} />, { locale: 'es' });
    expect(screen.getByRole('group', { name: 'Hay un problema' })).toBeTruthy();
  });
});
