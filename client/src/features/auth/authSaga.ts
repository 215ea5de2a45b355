import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Credentials, MfaChallengeDto, PasswordChange, StaffUserDto } from '@tutoring/common';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, fieldErrorsOf, messageOf, statusOf } from '../../lib/api';
import type { AppState } from '../../lib/state';
import { configRequested } from '../config';
import {
  loggedOut,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeRequested,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  mfaCodeAsked,
  mfaCodeRequested,
  mfaPasskeyRequested,
  registrationFailed,
  registrationRequested,
  registrationSucceeded,
  userLoaded,
  type RegistrationInput,
  userRequested,
} from './authSlice';
import { authMessages } from './messages';

function* fetchUser() {
  try {
    const response: { data: StaffUserDto } = yield call(api.get, '/user');
    yield put(userLoaded(response.data));
  } catch {
    yield put(userLoaded(null));
  }
}

function* login(action: PayloadAction<Credentials>) {
  const { username, password } = action.payload;
  if (!username.trim() || !password) {
    yield put(loginFailed(authMessages.loginEmpty));
    return;
  }
  try {
    const response: { data: StaffUserDto | MfaChallengeDto } = yield call(api.post, '/user/login', {
      username,
      password,
    });
    if ('mfaRequired' in response.data) {
      yield put(mfaCodeAsked(response.data.methods));
      return;
    }
    yield put(loginSucceeded());
    yield call(fetchUser);
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) yield put(loginFailed(authMessages.loginRejected));
    // 403: an expired one-time password; 429: too many attempts. Both messages say what to do next.
    else if (status === 403 || status === 429) yield put(loginFailed(messageOf(error, authMessages.loginFailed)));
    else yield put(loginFailed(authMessages.loginFailed));
  }
}

function* completeLogin(action: PayloadAction<string>) {
  const code = action.payload.trim();
  if (!code) {
    yield put(loginFailed(authMessages.mfaEmpty));
    return;
  }
  try {
    yield call(api.post, '/user/login/mfa', { code });
    yield put(loginSucceeded());
    yield call(fetchUser);
  } catch (error) {
    const status = statusOf(error);
    // 401: a wrong or used code, or the waiting sign-in timed out; 429: too many wrong codes. The message says which.
    if (status === 400 || status === 401 || status === 429)
      yield put(loginFailed(messageOf(error, authMessages.mfaFailed)));
    else yield put(loginFailed(authMessages.mfaFailed));
  }
}

/** The passkey's answer to the server's options, then the same completion as a code's. */
function* passkeyLogin() {
  try {
    const options: { data: PublicKeyCredentialRequestOptionsJSON } = yield call(
      api.post,
      '/user/login/mfa/passkey',
      {},
    );
    // Loaded only when a passkey is used, so the families' pages never carry it.
    const webauthn: typeof import('@simplewebauthn/browser') = yield call(() => import('@simplewebauthn/browser'));
    const passkey: AuthenticationResponseJSON = yield call(webauthn.startAuthentication, { optionsJSON: options.data });
    yield call(api.post, '/user/login/mfa', { passkey });
    yield put(loginSucceeded());
    yield call(fetchUser);
  } catch (error) {
    const status = statusOf(error);
    // 401 for a waiting sign-in that timed out says so; the browser's own refusals have no status.
    yield put(
      loginFailed(
        status === 429 || status === 401
          ? messageOf(error, authMessages.mfaPasskeyFailed)
          : authMessages.mfaPasskeyFailed,
      ),
    );
  }
}

function* logout() {
  try {
    yield call(api.post, '/user/logout', {});
  } finally {
    yield put(loggedOut());
  }
}

function registrationErrorText(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return Object.values(fieldErrorsOf(error)).flat()[0] ?? authMessages.registerFailed;
  if (status === 403 || status === 429) return messageOf(error, authMessages.registerFailed);
  return authMessages.registerFailed;
}

function* register(action: PayloadAction<RegistrationInput>) {
  const { username, password, setupCode } = action.payload;
  if (!username.trim() || !password) {
    yield put(registrationFailed(authMessages.registerEmpty));
    return;
  }
  try {
    const response: { data: StaffUserDto } = yield call(
      api.post,
      '/user/register',
      setupCode === undefined ? { username, password } : { username, password, setupCode },
    );
    yield put(registrationSucceeded(authMessages.registered(response.data.username)));
    const signedIn: boolean = yield select((state: AppState) => state.auth.user !== null);
    // First-run setup signs the new account in on the server; pick that up.
    if (!signedIn) yield call(fetchUser);
    yield put(configRequested());
  } catch (error) {
    yield put(registrationFailed(registrationErrorText(error)));
  }
}

function* changePassword(action: PayloadAction<PasswordChange>) {
  try {
    yield call(api.put, '/user/password', action.payload);
    yield put(passwordChanged());
  } catch (error) {
    const status = statusOf(error);
    if (status === 400)
      yield put(
        passwordChangeFailed(
          Object.values(fieldErrorsOf(error)).flat()[0] ?? messageOf(error, authMessages.passwordChangeFailed),
        ),
      );
    else if (status === 429) yield put(passwordChangeFailed(messageOf(error, authMessages.passwordChangeFailed)));
    else yield put(passwordChangeFailed(authMessages.passwordChangeFailed));
  }
}

export function* authSaga() {
  yield takeLatest(passwordChangeRequested.type, changePassword);
  yield takeLatest(userRequested.type, fetchUser);
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(mfaCodeRequested.type, completeLogin);
  yield takeLatest(mfaPasskeyRequested.type, passkeyLogin);
  yield takeLatest(logoutRequested.type, logout);
  yield takeLatest(registrationRequested.type, register);
}
