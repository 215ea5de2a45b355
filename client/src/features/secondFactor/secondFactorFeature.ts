import { injectFeature } from '../../lib/injectFeature';
import { secondFactorSaga } from './secondFactorSaga';
import { secondFactorSlice } from './secondFactorSlice';

// Only the lazy two-step sign-in section imports this module, so the feature (and its QR code library) stays out of
// the public entry.
injectFeature({ slices: [secondFactorSlice], saga: secondFactorSaga });
