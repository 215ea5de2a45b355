import { registerLazyFeature } from '../../lib/lazyFeatures';
import { proposalsSaga } from './proposalsSaga';
import proposalsReducer from './proposalsSlice';

// Only the Proposals page imports this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'proposals', reducer: proposalsReducer, saga: proposalsSaga });
