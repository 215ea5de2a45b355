import { injectFeature } from '../../lib/injectFeature';
import { tutorProfileSaga } from './tutorProfileSaga';
import { tutorProfileSlice } from './tutorProfileSlice';

// Only the match page imports this module, so the feature stays out of the public entry.
injectFeature({ slices: [tutorProfileSlice], saga: tutorProfileSaga });
