import { injectFeature } from '../../lib/injectFeature';
import { capacitySaga } from './capacitySaga';
import { capacitySlice } from './capacitySlice';

// Only the staff pages with a capacity control import this module, so the feature stays out of the public entry.
injectFeature({ slices: [capacitySlice], saga: capacitySaga });
