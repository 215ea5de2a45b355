import { registerLazyFeature } from '../../lib/lazyFeatures';
import { emailResendSaga } from './emailResendSaga';
import emailResendReducer from './emailResendSlice';

// Only the records page imports this module, so resending a match email stays out of the public entry.
registerLazyFeature({ name: 'emailResend', reducer: emailResendReducer, saga: emailResendSaga });
