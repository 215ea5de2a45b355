import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { MatchListItem } from '@tutoring/common';
import { matchListItem, matchRecord } from '../../test/matchRecord';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MatchFacts, MatchStatus } from './MatchStatus';

const current = matchListItem({
  tutee_id: 11,
  tutee_firstname: 'Amina',
  tutee_lastname: 'Yusuf',
  tutor_first_name: 'Ben',
  tutor_last_name: 'Okafor',
  contact_status: 'met',
});
const ended = matchListItem({
  ...current,
  ended_at: '2026-03-04T12:00:00.000Z',
  end_reason: 'tutor_unavailable',
  tutee_matched: false,
});

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderStatus(record: MatchListItem, onEnd = vi.fn()) {
  return renderWithProviders(
    <Routes>
      <Route path="/records" element={<MatchStatus record={record} onEnd={onEnd} />} />
      <Route path="/match" element={<WhereAmI />} />
    </Routes>,
    { path: '/records' },
  );
}

describe('MatchStatus', () => {
  it('shows a current match with its contact and an End match button naming the pair', async () => {
    const onEnd = vi.fn();
    await renderStatus(current, onEnd);
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.getByText('Contact: met')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End match of Amina Yusuf with Ben Okafor' }));
    expect(onEnd).toHaveBeenCalledWith(current);
  });

  it('shows an ended match with its date and reason, and finds a new tutor for a tutee still waiting', async () => {
    await renderStatus(ended);
    expect(screen.getByText('Ended 03.04.2026')).toBeTruthy();
    expect(screen.getByText('Tutor no longer available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /End match/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find a new tutor for Amina Yusuf' }));
    expect(screen.getByText('At /match?tutee=11')).toBeTruthy();
  });

  it('offers no new tutor once the tutee is matched again or no longer active', async () => {
    await renderStatus({ ...ended, tutee_matched: true });
    expect(screen.queryByRole('button', { name: /Find a new tutor/ })).toBeNull();
  });
});

describe('MatchFacts', () => {
  it('lists the contact, and for an ended match its reason and note', async () => {
    await renderWithProviders(
      <MatchFacts
        record={matchRecord({
          contact_status: 'met',
          ended_at: ended.ended_at,
          end_reason: ended.end_reason,
          end_note: 'Moved to another city',
        })}
      />,
    );
    const terms = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Contact', 'met'],
      ['Reason', 'Tutor no longer available'],
      ['Note', 'Moved to another city'],
    ]);
  });
});
