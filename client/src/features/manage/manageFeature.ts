import { injectFeature } from '../../lib/injectFeature';
import { manageSaga } from './manageSaga';
import { manageSlice } from './manageSlice';

// Only the lazy Manage my application pages import this module, so it stays out of the public entry.
injectFeature({ slices: [manageSlice], saga: manageSaga });
