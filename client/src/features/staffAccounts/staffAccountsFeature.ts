import { registerLazyFeature } from '../../lib/lazyFeatures';
import { staffAccountsSaga } from './staffAccountsSaga';
import staffAccountsReducer from './staffAccountsSlice';

// Only the admin pages import this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'staffAccounts', reducer: staffAccountsReducer, saga: staffAccountsSaga });
