import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpandableCard, ListHeader } from './ExpandableCard';

const COLUMNS = [
  { label: 'Name', width: 4 },
  { label: 'Grade', width: 3 },
  { label: 'Status', width: 4 },
];

function Card({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <ExpandableCard
      columns={COLUMNS}
      cells={['Ada Lovelace', '7th', <button key="activate">Activate</button>]}
      note="Email not confirmed"
      defaultOpen={defaultOpen}
    >
      <p>Full profile</p>
    </ExpandableCard>
  );
}

describe('ExpandableCard', () => {
  it('starts closed, with the details not rendered and each cell labelled for narrow screens', () => {
    render(<Card />);
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Full profile')).toBeNull();
    expect(screen.getByText('Grade').nextElementSibling?.textContent).toBe('7th');
    expect(screen.getByText('Email not confirmed')).toBeTruthy();
  });

  it('opens and closes from its title button, which controls the details', () => {
    render(<Card />);
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Full profile')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.textContent).toBe('Full profile');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("toggles from a click on the row, but not from the row's own buttons", () => {
    render(<Card />);
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByText('7th'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('can start open', () => {
    render(<Card defaultOpen />);
    expect(screen.getByRole('button', { name: 'Ada Lovelace' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Full profile')).toBeTruthy();
  });
});

describe('ListHeader', () => {
  it('shows the column labels to sighted users only (each card labels its cells)', () => {
    const { container } = render(<ListHeader columns={COLUMNS} />);
    const header = container.firstElementChild!;
    expect(header.getAttribute('aria-hidden')).toBe('true');
    expect([...header.children].map((cell) => [cell.textContent, cell.className])).toEqual([
      ['Name', 'col-md-4'],
      ['Grade', 'col-md-3'],
      ['Status', 'col-md-4'],
    ]);
  });
});
