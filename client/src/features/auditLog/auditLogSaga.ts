import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import type { AuditEntryDto, AuditFilter } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { auditMessages as m } from './messages';
import { AUDIT_PAGE_SIZE, auditFailed, auditLoaded, auditRequested } from './auditLogSlice';

function loadAudit(action: PayloadAction<{ filter: AuditFilter; offset: number }>) {
  const params = { ...action.payload.filter, limit: AUDIT_PAGE_SIZE, offset: action.payload.offset };
  return send(
    () => api.get<AuditEntryDto[]>('/audit', { params }),
    ({ data, headers }) =>
      auditLoaded({
        entries: data,
        total: Number(headers['x-total-count'] ?? data.length),
        capped: headers['x-total-count-capped'] === 'true',
      }),
    auditFailed,
    m.loadFailed,
  );
}

export function* auditLogSaga() {
  yield takeLatest(auditRequested.type, loadAudit);
}
