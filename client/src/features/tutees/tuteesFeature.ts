import { injectFeature } from '../../lib/injectFeature';
import { matchingFeature } from '../matching/state';
import { tuteesSaga } from './tuteesSaga';
import { tuteesSlice } from './tuteesSlice';

// Only the tutees page imports this module, so the list stays out of the public entry. Its Match button selects the
// tutee the match page then opens with, so the matching feature joins too.
injectFeature({ slices: [tuteesSlice], saga: tuteesSaga });
injectFeature(matchingFeature);
