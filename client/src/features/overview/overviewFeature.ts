import { registerLazyFeature } from '../../lib/lazyFeatures';
import { overviewSaga } from './overviewSaga';
import overviewReducer from './overviewSlice';

// Only the Overview page imports this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'overview', reducer: overviewReducer, saga: overviewSaga });
