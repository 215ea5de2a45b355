import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { AuditEntryDto, AuditFilter } from '@tutoring/common';
import { api, messageOf, type ApiResponse } from '../../lib/api';
import { auditMessages as m } from './messages';
import { AUDIT_PAGE_SIZE, auditFailed, auditLoaded, auditRequested } from './auditLogSlice';

function* loadAudit(action: PayloadAction<{ filter: AuditFilter; offset: number }>) {
  try {
    const params = { ...action.payload.filter, limit: AUDIT_PAGE_SIZE, offset: action.payload.offset };
    const response: ApiResponse<AuditEntryDto[]> = yield call(api.get, '/audit', { params });
    yield put(
      auditLoaded({
        entries: response.data,
        total: Number(response.headers['x-total-count'] ?? response.data.length),
        capped: response.headers['x-total-count-capped'] === 'true',
      }),
    );
  } catch (error) {
    yield put(auditFailed(messageOf(error, m.loadFailed)));
  }
}

export function* auditLogSaga() {
  yield takeLatest(auditRequested.type, loadAudit);
}
