import { injectFeature } from '../../lib/injectFeature';
import { proposalsSaga } from './proposalsSaga';
import { proposalsSlice } from './proposalsSlice';

// Only the Proposals page imports this module, so the feature stays out of the public entry.
injectFeature({ slices: [proposalsSlice], saga: proposalsSaga });
