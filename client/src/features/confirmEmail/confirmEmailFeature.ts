import { registerLazyFeature } from '../../lib/lazyFeatures';
import { confirmEmailSaga } from './confirmEmailSaga';
import confirmEmailReducer from './confirmEmailSlice';

// Only the lazy confirmation page imports this module, so it stays out of the public entry.
registerLazyFeature({ name: 'confirmEmail', reducer: confirmEmailReducer, saga: confirmEmailSaga });
