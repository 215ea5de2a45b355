import { injectFeature } from '../../lib/injectFeature';
import { ownSessionsSaga } from './ownSessionsSaga';
import { ownSessionsSlice } from './ownSessionsSlice';

// Only the account page's lazy list imports this module, so the feature stays out of the public entry.
injectFeature({ slices: [ownSessionsSlice], saga: ownSessionsSaga });
