import { registerLazyFeature } from '../../lib/lazyFeatures';
import { linkPageSaga } from './linkPageSaga';
import linkPageReducer from './linkPageSlice';

// Only the lazy pages of emailed links import this module, so it stays out of the public entry.
registerLazyFeature({ name: 'linkPage', reducer: linkPageReducer, saga: linkPageSaga });
