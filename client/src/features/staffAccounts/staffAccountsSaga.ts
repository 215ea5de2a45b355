import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery, takeLatest } from 'redux-saga/effects';
import { type StaffAccountDto, type StaffAccountWithPasswordDto, type StaffCreate } from '@tutoring/common';
import { api, fieldErrorsOf, messageOf, statusOf } from '../../lib/api';
import { send } from '../../lib/request';
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

const loadAccounts = () =>
  send(
    () => api.get<StaffAccountDto[]>('/staff'),
    ({ data }) => accountsLoaded(data),
    accountsFailed,
    m.loadFailed,
  );

/** The account for the list, and the one-time password apart, for the notice that shows it once. */
function splitIssued(data: StaffAccountDto | StaffAccountWithPasswordDto) {
  if (!('oneTimePassword' in data)) return { account: data };
  const { oneTimePassword, ...account } = data;
  return { account, issued: { username: account.username, password: oneTimePassword } };
}

const createAccount = ({ payload }: PayloadAction<StaffCreate>) =>
  send(
    () => api.post<StaffAccountWithPasswordDto>('/staff', payload),
    ({ data }) => accountSaved({ ...splitIssued(data), notice: m.created(data.username) }),
    accountSaveFailed,
    failureText,
  );

function noticeOf(account: StaffAccountDto, { change }: AccountChange): string {
  if (change.resetPassword !== undefined) return m.changed.reset(account.username);
  if (change.role !== undefined) return m.changed.role(account.username, account.role);
  return account.active ? m.changed.reactivated(account.username) : m.changed.deactivated(account.username);
}

const changeAccount = ({ payload }: PayloadAction<AccountChange>) =>
  send(
    () => api.put<StaffAccountDto | StaffAccountWithPasswordDto>(`/staff/${payload.id}`, payload.change),
    ({ data }) => accountSaved({ ...splitIssued(data), notice: noticeOf(data, payload) }),
    accountSaveFailed,
    failureText,
  );

/** An admin's removal of another member's second factors (a lost phone): the row then shows none. */
const removeSecondFactor = ({ payload: account }: PayloadAction<StaffAccountDto>) =>
  send(
    () => api.delete(`/staff/${account.id}/mfa`),
    () =>
      accountSaved({
        account: { ...account, hasSecondFactor: false },
        notice: m.changed.secondFactor(account.username),
      }),
    accountSaveFailed,
    failureText,
  );

export function* staffAccountsSaga() {
  yield takeEvery(secondFactorRemoveRequested.type, removeSecondFactor);
  yield takeLatest(accountsRequested.type, loadAccounts);
  yield takeEvery(accountCreateRequested.type, createAccount);
  yield takeEvery(accountChangeRequested.type, changeAccount);
}
