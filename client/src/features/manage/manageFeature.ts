import { registerLazyFeature } from '../../lib/lazyFeatures';
import { manageSaga } from './manageSaga';
import manageReducer from './manageSlice';

// Only the lazy Manage my application pages import this module, so it stays out of the public entry.
registerLazyFeature({ name: 'manage', reducer: manageReducer, saga: manageSaga });
