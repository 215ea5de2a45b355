import { registerLazyFeature } from '../../lib/lazyFeatures';
import { secondFactorSaga } from './secondFactorSaga';
import secondFactorReducer from './secondFactorSlice';

// Only the lazy two-step sign-in section imports this module, so the feature (and its QR code library) stays out of
// the public entry.
registerLazyFeature({ name: 'secondFactor', reducer: secondFactorReducer, saga: secondFactorSaga });
