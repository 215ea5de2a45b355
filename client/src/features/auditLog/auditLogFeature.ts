import { registerLazyFeature } from '../../lib/lazyFeatures';
import { auditLogSaga } from './auditLogSaga';
import auditLogReducer from './auditLogSlice';

// Only the Audit log page imports this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'auditLog', reducer: auditLogReducer, saga: auditLogSaga });
