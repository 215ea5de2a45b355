import { injectFeature } from '../../lib/injectFeature';
import { reconfirmationsSaga } from './reconfirmationsSaga';
import { reconfirmationsSlice } from './reconfirmationsSlice';

// Only the staff pages with a reconfirmation control import this module, so it stays out of the public entry.
injectFeature({ slices: [reconfirmationsSlice], saga: reconfirmationsSaga });
