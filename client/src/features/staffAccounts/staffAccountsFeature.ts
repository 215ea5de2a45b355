import { injectFeature } from '../../lib/injectFeature';
import { staffAccountsSaga } from './staffAccountsSaga';
import { staffAccountsSlice } from './staffAccountsSlice';

// Only the admin pages import this module, so the feature stays out of the public entry.
injectFeature({ slices: [staffAccountsSlice], saga: staffAccountsSaga });
