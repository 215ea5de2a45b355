import { describe, expect, it } from 'vitest';
import { createReviewSlice } from './reviewSlice';

interface Row {
  id: number;
  name: string;
}

const slice = createReviewSlice<Row, 'rows'>('rows');
const { reducer, actions } = slice;
const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `r${id}` }));

describe('review slice', () => {
  it('replaces a list on a fresh load and appends on Load more', () => {
    let state = reducer(undefined, actions.listRequested({ list: 'active' }));
    expect(state.lists.active.status).toBe('loading');
    state = reducer(
      state,
      actions.listLoaded({ list: 'active', items: rows(1, 2), total: 4, capped: false, more: false }),
    );
    state = reducer(state, actions.listRequested({ list: 'active', more: true }));
    expect(state.lists.active.loadingMore).toBe(true);
    expect(state.lists.active.status).toBe('loaded');
    state = reducer(
      state,
      actions.listLoaded({ list: 'active', items: rows(3, 4), total: 4, capped: false, more: true }),
    );
    expect(state.lists.active.items.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    state = reducer(
      state,
      actions.listLoaded({ list: 'active', items: rows(9), total: 1, capped: false, more: false }),
    );
    expect(state.lists.active.items.map((r) => r.id)).toEqual([9]);
  });

  it('keeps loaded rows when Load more fails, and fails the list when a fresh load fails', () => {
    let state = reducer(
      undefined,
      actions.listLoaded({ list: 'deactive', items: rows(1), total: 2, capped: false, more: false }),
    );
    state = reducer(state, actions.listRequested({ list: 'deactive', more: true }));
    state = reducer(state, actions.listFailed({ list: 'deactive', message: 'offline' }));
    expect(state.lists.deactive).toMatchObject({ status: 'loaded', loadingMore: false, error: 'offline' });
    expect(state.lists.deactive.items).toHaveLength(1);
    state = reducer(state, actions.listRequested({ list: 'deactive' }));
    state = reducer(state, actions.listFailed({ list: 'deactive', message: 'offline' }));
    expect(state.lists.deactive.status).toBe('failed');
  });

  it('takes a changed record out of its list at once and tracks which ids are changing', () => {
    let state = reducer(
      undefined,
      actions.listLoaded({ list: 'active', items: rows(1, 2, 3), total: 10, capped: false, more: false }),
    );
    state = reducer(state, actions.statusChangeRequested({ id: 2, name: 'r2' }));
    expect(state.changing).toEqual([2]);
    state = reducer(state, actions.statusChanged({ id: 2, name: 'r2' }));
    expect(state.changing).toEqual([]);
    expect(state.lists.active.items.map((r) => r.id)).toEqual([1, 3]);
    expect(state.lists.active.total).toBe(9);
    state = reducer(state, actions.statusChangeRequested({ id: 3, name: 'r3' }));
    state = reducer(state, actions.statusChangeFailed({ id: 3, message: 'nope' }));
    expect(state).toMatchObject({ changing: [], changeError: 'nope' });
    expect(state.lists.active.items.map((r) => r.id)).toEqual([1, 3]);
  });

  it('keeps a capped total (at least that many) when a record leaves the list', () => {
    let state = reducer(
      undefined,
      actions.listLoaded({ list: 'active', items: rows(1, 2), total: 10_000, capped: true, more: false }),
    );
    state = reducer(state, actions.statusChanged({ id: 2, name: 'r2' }));
    expect(state.lists.active).toMatchObject({ total: 10_000, capped: true });
    expect(state.lists.active.items.map((r) => r.id)).toEqual([1]);
  });
});
