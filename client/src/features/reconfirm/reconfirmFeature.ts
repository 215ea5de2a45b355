import { registerLazyFeature } from '../../lib/lazyFeatures';
import { reconfirmSaga } from './reconfirmSaga';
import reconfirmReducer from './reconfirmSlice';

// Only the lazy reconfirmation page imports this module, so it stays out of the public entry.
registerLazyFeature({ name: 'reconfirm', reducer: reconfirmReducer, saga: reconfirmSaga });
