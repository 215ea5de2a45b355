import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntryDto, AuditFilter } from '@tutoring/common';
import { idleRequest, requestFailed, requestStarted, type RequestState } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogState extends RequestState {
  filter: AuditFilter;
  offset: number;
  entries: AuditEntryDto[];
  total: number;
  capped: boolean;
}

const initialState: AuditLogState = {
  filter: {},
  offset: 0,
  entries: [],
  total: 0,
  capped: false,
  ...idleRequest,
};

export const auditLogSlice = createSlice({
  name: 'auditLog',
  initialState,
  reducers: {
    /** a new filter (page one) or, with the same filter, another page */
    auditRequested(state, action: PayloadAction<{ filter: AuditFilter; offset: number }>) {
      state.filter = action.payload.filter;
      state.offset = action.payload.offset;
      requestStarted(state);
    },
    auditLoaded(state, action: PayloadAction<{ entries: AuditEntryDto[]; total: number; capped: boolean }>) {
      Object.assign(state, action.payload);
      state.status = 'loaded';
    },
    auditFailed: requestFailed,
  },
});

export const { auditRequested, auditLoaded, auditFailed } = auditLogSlice.actions;

export const selectAuditLog = lazySelector('auditLog', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    auditLog: AuditLogState;
  }
}
