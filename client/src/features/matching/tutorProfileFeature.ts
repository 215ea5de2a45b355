import { registerLazyFeature } from '../../lib/lazyFeatures';
import { tutorProfileSaga } from './tutorProfileSaga';
import tutorProfileReducer from './tutorProfileSlice';

// Only the match page imports this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'tutorProfiles', reducer: tutorProfileReducer, saga: tutorProfileSaga });
