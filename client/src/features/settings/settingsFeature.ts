import { injectFeature } from '../../lib/injectFeature';
import { settingsSaga } from './settingsSaga';
import { settingsSlice } from './settingsSlice';

// Only the Settings page imports this module, so the feature stays out of the public entry.
injectFeature({ slices: [settingsSlice], saga: settingsSaga });
