import { injectFeature } from '../../lib/injectFeature';
import { tutorsSaga } from './tutorsSaga';
import { tutorsSlice } from './tutorsSlice';

// Only the tutors page imports this module, so the list stays out of the public entry.
injectFeature({ slices: [tutorsSlice], saga: tutorsSaga });
