import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EndMatchModal } from './EndMatchModal';

const MATCH = { match_id: 4, tutee: 'Amina Hassan', tutor: 'Dana Avery' };

/** Today as a date field writes it, in this machine's time zone. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function openDialog() {
  const onConfirm = vi.fn();
  await renderWithProviders(
    <EndMatchModal match={MATCH} saving={false} error={null} onCancel={vi.fn()} onConfirm={onConfirm} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'End match' });
  return { dialog, onConfirm, confirm: within(dialog).getByRole('button', { name: 'End match' }) };
}

describe('the End match dialog (/records)', () => {
  it('defaults to today and to returning the tutee, and needs a reason, and a note for Other', async () => {
    const { dialog, confirm } = await openDialog();
    expect(within(dialog).getByLabelText<HTMLInputElement>('End date').value).toBe(today());
    expect(
      within(dialog).getByLabelText<HTMLInputElement>('Return to Pending Tutees to find a new tutor').checked,
    ).toBe(true);
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Other'));
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Short note'), {
      target: { value: 'Family moved to another district.' },
    });
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });

  it('sends the date, the reason, the trimmed note and the return to pending', async () => {
    const { dialog, confirm, onConfirm } = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Other'));
    fireEvent.change(within(dialog).getByLabelText('Short note'), { target: { value: '  Moved away.  ' } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      matchId: 4,
      body: { endedOn: today(), reason: 'other', note: 'Moved away.', returnTutee: true },
    });
  });
});
