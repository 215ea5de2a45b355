import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { OrganisationSettings } from '@tutoring/common';
import { api, fieldErrorsOf, messageOf, statusOf } from '../../lib/api';
import { send } from '../../lib/request';
import { configRequested } from '../config';
import { settingsMessages as m } from './messages';
import {
  settingsFailed,
  settingsLoaded,
  settingsRequested,
  settingsSaved,
  settingsSaveFailed,
  settingsSaveRequested,
} from './settingsSlice';

const loadSettings = () =>
  send(
    () => api.get<OrganisationSettings>('/settings'),
    ({ data }) => settingsLoaded(data),
    settingsFailed,
    m.loadFailed,
  );

function* saveSettings(action: PayloadAction<OrganisationSettings>) {
  try {
    const response: { data: OrganisationSettings } = yield call(api.put, '/settings', action.payload);
    yield put(settingsSaved(response.data));
    // Every page reads the organisation's details from GET /api/config: read it again, so the name in the top bar,
    // the tutor form's schools and the placeholder banner follow the save at once.
    yield put(configRequested());
  } catch (error) {
    const refused = statusOf(error) === 400;
    yield put(
      settingsSaveFailed({
        error: refused ? messageOf(error, m.saveFailed) : m.saveFailed,
        fieldErrors: refused ? fieldErrorsOf(error) : {},
      }),
    );
  }
}

export function* settingsSaga() {
  yield takeLatest(settingsRequested.type, loadSettings);
  yield takeLatest(settingsSaveRequested.type, saveSettings);
}
