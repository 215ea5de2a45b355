import { registerLazyFeature } from '../../lib/lazyFeatures';
import { emailResendReducer, emailResendSaga, endMatchReducer, endMatchSaga } from '../records';
import { attentionSaga } from './attentionSaga';
import attentionReducer from './attentionSlice';

// Only the lazy badge and page import this module. The page ends matches and resends emails as /records does: the same
// features, joined once whichever page loads first.
registerLazyFeature({ name: 'attention', reducer: attentionReducer, saga: attentionSaga });
registerLazyFeature({ name: 'endMatch', reducer: endMatchReducer, saga: endMatchSaga });
registerLazyFeature({ name: 'emailResend', reducer: emailResendReducer, saga: emailResendSaga });
