import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { type StaffAccountDto, type StaffAccountWithPasswordDto, type StaffCreate } from '@tutoring/common';
import { api, fieldErrorsOf, messageOf, statusOf } from '../../lib/api';
import { staffAccountMessages as m } from './messages';
import {
  accountChangeRequested,
  accountCreateRequested,
  accountSaved,
  accountSaveFailed,
  accountsFailed,
  accountsLoaded,
  accountsRequested,
  secondFactorRemoveRequested,
  type AccountChange,
} from './staffAccountsSlice';

/** The server's reason: a field's message for bad input, its own message for a refusal (last admin, taken name). */
function failureText(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return Object.values(fieldErrorsOf(error)).flat()[0] ?? messageOf(error, m.changeFailed);
  if (status === 403 || status === 404 || status === 409) return messageOf(error, m.changeFailed);
  return m.changeFailed;
}

function* loadAccounts() {
  try {
    const response: { data: StaffAccountDto[] } = yield call(api.get, '/staff');
    yield put(accountsLoaded(response.data));
  } catch (error) {
    yield put(accountsFailed(messageOf(error, m.loadFailed)));
  }
}

/** The account for the list, and the one-time password apart, for the notice that shows it once. */
function splitIssued(data: StaffAccountDto | StaffAccountWithPasswordDto) {
  if (!('oneTimePassword' in data)) return { account: data };
  const { oneTimePassword, ...account } = data;
  return { account, issued: { username: account.username, password: oneTimePassword } };
}

function* createAccount(action: PayloadAction<StaffCreate>) {
  try {
    const response: { data: StaffAccountWithPasswordDto } = yield call(api.post, '/staff', action.payload);
    yield put(accountSaved({ ...splitIssued(response.data), notice: m.created(response.data.username) }));
  } catch (error) {
    yield put(accountSaveFailed(failureText(error)));
  }
}

function noticeOf(account: StaffAccountDto, { change }: AccountChange): string {
  if (change.resetPassword !== undefined) return m.changed.reset(account.username);
  if (change.role !== undefined) return m.changed.role(account.username, account.role);
  return account.active ? m.changed.reactivated(account.username) : m.changed.deactivated(account.username);
}

function* changeAccount(action: PayloadAction<AccountChange>) {
  try {
    const response: { data: StaffAccountDto | StaffAccountWithPasswordDto } = yield call(
      api.put,
      `/staff/${action.payload.id}`,
      action.payload.change,
    );
    yield put(accountSaved({ ...splitIssued(response.data), notice: noticeOf(response.data, action.payload) }));
  } catch (error) {
    yield put(accountSaveFailed(failureText(error)));
  }
}

/** An admin's removal of another member's second factors (a lost phone): the row then shows none. */
function* removeSecondFactor(action: PayloadAction<StaffAccountDto>) {
  const account = action.payload;
  try {
    yield call(api.delete, `/staff/${account.id}/mfa`);
    yield put(
      accountSaved({
        account: { ...account, hasSecondFactor: false },
        notice: m.changed.secondFactor(account.username),
      }),
    );
  } catch (error) {
    yield put(accountSaveFailed(failureText(error)));
  }
}

export function* staffAccountsSaga() {
  yield takeEvery(secondFactorRemoveRequested.type, removeSecondFactor);
  yield takeLatest(accountsRequested.type, loadAccounts);
  yield takeEvery(accountCreateRequested.type, createAccount);
  yield takeEvery(accountChangeRequested.type, changeAccount);
}
