import { registerLazyFeature } from '../../lib/lazyFeatures';
import { endMatchSaga } from './endMatchSaga';
import endMatchReducer from './endMatchSlice';

// Only the records page imports this module, so ending a match stays out of the public entry.
registerLazyFeature({ name: 'endMatch', reducer: endMatchReducer, saga: endMatchSaga });
