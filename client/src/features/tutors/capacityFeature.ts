import { registerLazyFeature } from '../../lib/lazyFeatures';
import { capacitySaga } from './capacitySaga';
import capacityReducer from './capacitySlice';

// Only the staff pages with a capacity control import this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'tutorCapacity', reducer: capacityReducer, saga: capacitySaga });
