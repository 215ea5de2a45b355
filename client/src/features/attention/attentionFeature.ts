import { injectFeature } from '../../lib/injectFeature';
import { matchingFeature } from '../matching/state';
import { emailResendFeature, endMatchFeature } from '../records/state';
import { attentionSaga } from './attentionSaga';
import { attentionSlice } from './attentionSlice';

// Only the lazy badge and page import this module. The page ends matches and resends emails as /records does, and
// finds a tutee a new tutor on the match page: the same features, joined once whichever page loads first.
injectFeature({ slices: [attentionSlice], saga: attentionSaga });
injectFeature(endMatchFeature);
injectFeature(emailResendFeature);
injectFeature(matchingFeature);
