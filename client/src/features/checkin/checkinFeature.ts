import { registerLazyFeature } from '../../lib/lazyFeatures';
import { checkinSaga } from './checkinSaga';
import checkinReducer from './checkinSlice';

// Only the lazy check-in page imports this module, so it stays out of the public entry.
registerLazyFeature({ name: 'checkin', reducer: checkinReducer, saga: checkinSaga });
