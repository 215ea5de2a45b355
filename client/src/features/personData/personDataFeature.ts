import { registerLazyFeature } from '../../lib/lazyFeatures';
import { personDataSaga } from './personDataSaga';
import personDataReducer from './personDataSlice';

// Only the staff profile pages import this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'personData', reducer: personDataReducer, saga: personDataSaga });
