import type { PayloadAction } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { STAFF_LIST_MAX_LIMIT, type StaffListQuery } from '@tutoring/common';
import type { RootState } from '../../lib/state';
import { api, messageOf } from '../../lib/api';
import { listTotal } from './listTotal';
import {
  REVIEW_LISTS,
  REVIEW_PAGE_SIZE,
  type ListRequest,
  type ReviewActions,
  type ReviewListName,
  type ReviewState,
} from './reviewSlice';
import { staffListMessages } from './messages';

export interface ReviewSagaConfig<R extends { id: number }> {
  /** '/tutees' or '/tutors' */
  basePath: string;
  actions: ReviewActions<R>;
  selectState: (state: RootState) => ReviewState<R>;
  /** what a failed load says when the server gives no reason */
  loadFailed: () => string;
  nameOf: (record: R) => string;
}

interface ListResponse<R> {
  data: R[];
  headers: Record<string, unknown>;
}

/** GET basePath/active or /deactive, a page at a time, searching q; reloads keep as many rows as were shown. */
export function createReviewSaga<R extends { id: number }>({
  basePath,
  actions,
  selectState,
  loadFailed,
  nameOf,
}: ReviewSagaConfig<R>) {
  function* loadList(action: PayloadAction<ListRequest>) {
    const { list, more = false } = action.payload;
    const state: ReviewState<R> = yield select(selectState);
    const shown = state.lists[list].items.length;
    const query: StaffListQuery & Record<string, string | number | undefined> = {
      // The options are the Pending list's (the tutees' triage); the Deactivated list has none.
      ...(list === 'active' ? state.options : {}),
      q: state.q || undefined,
      unconfirmed: state.unconfirmedOnly ? 'true' : undefined,
      limit: more ? REVIEW_PAGE_SIZE : Math.min(STAFF_LIST_MAX_LIMIT, Math.max(REVIEW_PAGE_SIZE, shown)),
      offset: more ? shown : 0,
    };
    try {
      const response: ListResponse<R> = yield call(api.get, `${basePath}/${list}`, { params: query });
      const counted = listTotal({
        total: Number(response.headers['x-total-count'] ?? response.data.length),
        capped: response.headers['x-total-count-capped'] === 'true',
        offset: query.offset ?? 0,
        limit: query.limit ?? response.data.length,
        received: response.data.length,
      });
      yield put(actions.listLoaded({ list, items: response.data, ...counted, more }));
    } catch (error) {
      yield put(actions.listFailed({ list, message: messageOf(error, loadFailed()) }));
    }
  }

  function* reloadBoth() {
    yield all(REVIEW_LISTS.map((list) => put(actions.listRequested({ list }))));
  }

  function* changeStatus(action: PayloadAction<R>) {
    const record = action.payload;
    try {
      const response: { data: R } = yield call(api.put, `${basePath}/changeStatus`, { id: record.id });
      yield put(actions.statusChanged(response.data));
    } catch (error) {
      yield put(
        actions.statusChangeFailed({
          id: record.id,
          message: messageOf(error, staffListMessages.changeFailed(nameOf(record))),
        }),
      );
    }
    // Either way both lists show the server's truth afterwards, as the original client reloads both.
    yield call(reloadBoth);
  }

  const isRequestFor = (list: ReviewListName) => (action: Action) =>
    actions.listRequested.match(action) && action.payload.list === list;

  return function* reviewSaga() {
    // The latest request per list wins, so a stale search answer never replaces a newer one.
    yield all(REVIEW_LISTS.map((list) => takeLatest(isRequestFor(list), loadList)));
    yield takeLatest(
      [actions.searchChanged.type, actions.unconfirmedFilterChanged.type, actions.optionsChanged.type],
      reloadBoth,
    );
    yield takeEvery(actions.statusChangeRequested.type, changeStatus);
  };
}
