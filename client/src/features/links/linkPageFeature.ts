import { injectFeature } from '../../lib/injectFeature';
import { linkPageSaga } from './linkPageSaga';
import { linkPageSlice } from './linkPageSlice';

// Only the lazy pages of emailed links import this module, so it stays out of the public entry.
injectFeature({ slices: [linkPageSlice], saga: linkPageSaga });
