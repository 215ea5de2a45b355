import authReducer from '../features/auth/authSlice';
import configReducer from '../features/config/configSlice';

/** Every feature's slice, by name. */
export const reducers = {
  auth: authReducer,
  config: configReducer,
};
