import { registerLazyFeature } from '../../lib/lazyFeatures';
import { ownSessionsSaga } from './ownSessionsSaga';
import ownSessionsReducer from './ownSessionsSlice';

// Only the account page's lazy list imports this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'ownSessions', reducer: ownSessionsReducer, saga: ownSessionsSaga });
