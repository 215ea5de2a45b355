import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { startRegistration } from '@simplewebauthn/browser';
import QRCode from 'qrcode';
import type { RegistrationResponseJSON, PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { MfaStatusDto, PasskeyDto, RecoveryCodesDto, TotpEnrolmentDto } from '@tutoring/common';
import { api, fieldErrorsOf, messageOf, statusOf } from '../../lib/api';
import { userRequested } from '../auth';
import { secondFactorMessages as m } from './messages';
import {
  callFailed,
  confirmed,
  passkeyAdded,
  passkeyAddRequested,
  passkeyRemoved,
  passkeyRemoveRequested,
  confirmRequested,
  removed,
  removeRequested,
  setupRequested,
  setupStarted,
  statusFailed,
  statusLoaded,
  statusRequested,
} from './secondFactorSlice';

/** The QR code as an SVG image URL: drawn without a canvas, sharp at any zoom, allowed by the page's img-src. */
function qrImageOf(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
    (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  );
}

/** The server's message for the answers that carry one the staff member can act on, else the general one. */
function failureText(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return fieldErrorsOf(error).code?.[0] ?? messageOf(error, m.failed);
  return status === 409 || status === 429 ? messageOf(error, m.failed) : m.failed;
}

function* loadStatus() {
  try {
    const status: { data: MfaStatusDto } = yield call(api.get, '/user/mfa');
    const passkeys: { data: PasskeyDto[] } = yield call(api.get, '/user/mfa/passkeys');
    yield put(statusLoaded({ status: status.data, passkeys: passkeys.data }));
  } catch (error) {
    yield put(statusFailed(messageOf(error, m.loadFailed)));
  }
}

function* startSetup() {
  try {
    const response: { data: TotpEnrolmentDto } = yield call(api.post, '/user/mfa/totp', {});
    const qrImage: string = yield call(qrImageOf, response.data.otpauthUrl);
    yield put(setupStarted({ secret: response.data.secret, qrImage }));
  } catch (error) {
    yield put(callFailed(failureText(error)));
  }
}

function* confirmSetup(action: PayloadAction<string>) {
  const code = action.payload.trim();
  if (!code) {
    yield put(callFailed(m.codeEmpty));
    return;
  }
  try {
    const response: { data: RecoveryCodesDto } = yield call(api.post, '/user/mfa/totp/confirm', { code });
    yield put(confirmed(response.data.recoveryCodes));
    yield call(loadStatus);
  } catch (error) {
    yield put(callFailed(failureText(error)));
  }
}

function* removeFactors() {
  try {
    yield call(api.delete, '/user/mfa');
    yield put(removed(m.removed));
    yield call(loadStatus);
    // Where a second factor is required, every staff page now waits for a new one: the user record says so.
    yield put(userRequested());
  } catch (error) {
    yield put(callFailed(failureText(error)));
  }
}

function* addPasskey(action: PayloadAction<string>) {
  try {
    const options: { data: PublicKeyCredentialCreationOptionsJSON } = yield call(
      api.post,
      '/user/mfa/passkeys/options',
      {},
    );
    const response: RegistrationResponseJSON = yield call(startRegistration, { optionsJSON: options.data });
    const name = action.payload.trim();
    const added: { data: { recoveryCodes: string[] } } = yield call(
      api.post,
      '/user/mfa/passkeys',
      name ? { name, response } : { response },
    );
    yield put(passkeyAdded({ notice: m.passkeyAdded, recoveryCodes: added.data.recoveryCodes }));
    yield call(loadStatus);
  } catch (error) {
    // The browser's own refusal (cancelled, timed out, no authenticator) has no status.
    yield put(callFailed(statusOf(error) === undefined ? m.passkeyFailed : failureText(error)));
  }
}

function* removePasskey(action: PayloadAction<PasskeyDto>) {
  try {
    yield call(api.delete, `/user/mfa/passkeys/${encodeURIComponent(action.payload.id)}`);
    yield put(passkeyRemoved(m.passkeyRemoved(action.payload.name)));
    yield call(loadStatus);
    yield put(userRequested());
  } catch (error) {
    yield put(callFailed(failureText(error)));
  }
}

export function* secondFactorSaga() {
  yield takeLatest(passkeyAddRequested.type, addPasskey);
  yield takeLatest(passkeyRemoveRequested.type, removePasskey);
  yield takeLatest(statusRequested.type, loadStatus);
  yield takeLatest(setupRequested.type, startSetup);
  yield takeLatest(confirmRequested.type, confirmSetup);
  yield takeLatest(removeRequested.type, removeFactors);
}
