import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '@tutoring/common';
import reducer, {
  attentionActionFailed,
  attentionKey,
  attentionLoaded,
  attentionRequested,
  handledFailed,
  handledRequested,
  itemHandled,
  type AttentionState,
} from './attentionSlice';

const item = (kind: AttentionItem['kind'], matchId: number, emailId?: number): AttentionItem => ({
  kind,
  since: '2026-11-20T10:00:00.000Z',
  match_id: matchId,
  tutee_id: matchId * 10,
  tutor_id: matchId * 100,
  tutee_name: 'Rosa Alvarez',
  tutor_name: 'Dana Avery',
  urgent: false,
  ...(emailId === undefined ? {} : { email_id: emailId, email_role: 'family' as const }),
});
const start = (): AttentionState => reducer(undefined, { type: 'init' });

describe('attention slice', () => {
  it('keys items by kind, match and email, so two failed emails of one match are two items', () => {
    expect(attentionKey(item('email_failed', 3, 7))).not.toBe(attentionKey(item('email_failed', 3, 8)));
    expect(attentionKey(item('no_contact', 3))).not.toBe(attentionKey(item('no_answer', 3)));
  });

  it('keys two concerns about one match apart', () => {
    const concern = (id: number): AttentionItem => ({
      ...item('concern', 3),
      urgent: true,
      concern: { id, side: 'tutee', message: 'The tutor never came.', contact: null },
    });
    expect(attentionKey(concern(1))).not.toBe(attentionKey(concern(2)));
  });

  it('a reload keeps the list shown (the badge does not blink); a handled item leaves it at once', () => {
    const items = [item('no_answer', 1), item('email_failed', 2, 9)];
    let state = reducer(reducer(start(), attentionRequested()), attentionLoaded(items));
    expect(reducer(state, attentionRequested()).status).toBe('loaded');
    state = reducer(state, handledRequested({ item: items[1]!, note: 'Phoned.' }));
    expect(state.handling).toBe(attentionKey(items[1]!));
    state = reducer(state, itemHandled({ key: attentionKey(items[1]!), notice: 'Marked handled.' }));
    expect(state).toMatchObject({ items: [items[0]], handling: null, notice: 'Marked handled.', error: '' });
  });

  it('a refused action says why and leaves the list as it is', () => {
    const items = [item('no_contact', 1)];
    let state = reducer(start(), attentionLoaded(items));
    state = reducer(reducer(state, handledRequested({ item: items[0]!, note: 'x' })), handledFailed('Try again.'));
    expect(state).toMatchObject({ items, handling: null, error: 'Try again.', status: 'loaded' });
    expect(reducer(state, attentionActionFailed('This match has ended.'))).toMatchObject({
      items,
      status: 'loaded',
      error: 'This match has ended.',
    });
  });
});
