import { injectFeature } from '../../lib/injectFeature';
import { overviewSaga } from './overviewSaga';
import { overviewSlice } from './overviewSlice';

// Only the Overview page imports this module, so the feature stays out of the public entry.
injectFeature({ slices: [overviewSlice], saga: overviewSaga });
