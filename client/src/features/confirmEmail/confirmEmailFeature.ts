import { injectFeature } from '../../lib/injectFeature';
import { confirmEmailSaga } from './confirmEmailSaga';
import { confirmEmailSlice } from './confirmEmailSlice';

// Only the lazy confirmation page imports this module, so it stays out of the public entry.
injectFeature({ slices: [confirmEmailSlice], saga: confirmEmailSaga });
