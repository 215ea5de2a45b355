import { injectFeature } from '../../lib/injectFeature';
import { doNotPairSaga } from './doNotPairSaga';
import { doNotPairSlice } from './doNotPairSlice';

// Only the staff pages that show or edit a do-not-pair list import this module, so the feature stays out of the public entry.
injectFeature({ slices: [doNotPairSlice], saga: doNotPairSaga });
