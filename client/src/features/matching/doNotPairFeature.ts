import { registerLazyFeature } from '../../lib/lazyFeatures';
import { doNotPairSaga } from './doNotPairSaga';
import doNotPairReducer from './doNotPairSlice';

// Only the staff pages that show or edit a do-not-pair list import this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'doNotPair', reducer: doNotPairReducer, saga: doNotPairSaga });
