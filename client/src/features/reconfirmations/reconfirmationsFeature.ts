import { registerLazyFeature } from '../../lib/lazyFeatures';
import { reconfirmationsSaga } from './reconfirmationsSaga';
import reconfirmationsReducer from './reconfirmationsSlice';

// Only the staff pages with a reconfirmation control import this module, so it stays out of the public entry.
registerLazyFeature({ name: 'reconfirmations', reducer: reconfirmationsReducer, saga: reconfirmationsSaga });
