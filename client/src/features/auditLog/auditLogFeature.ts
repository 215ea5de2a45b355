import { injectFeature } from '../../lib/injectFeature';
import { auditLogSaga } from './auditLogSaga';
import { auditLogSlice } from './auditLogSlice';

// Only the Audit log page imports this module, so the feature stays out of the public entry.
injectFeature({ slices: [auditLogSlice], saga: auditLogSaga });
