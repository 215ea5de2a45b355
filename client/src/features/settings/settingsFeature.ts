import { registerLazyFeature } from '../../lib/lazyFeatures';
import { settingsSaga } from './settingsSaga';
import settingsReducer from './settingsSlice';

// Only the Settings page imports this module, so the feature stays out of the public entry.
registerLazyFeature({ name: 'settings', reducer: settingsReducer, saga: settingsSaga });
