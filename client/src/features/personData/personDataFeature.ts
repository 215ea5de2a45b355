import { injectFeature } from '../../lib/injectFeature';
import { personDataSaga } from './personDataSaga';
import { personDataSlice } from './personDataSlice';

// Only the staff profile pages import this module, so the feature stays out of the public entry.
injectFeature({ slices: [personDataSlice], saga: personDataSaga });
