// The records feature's public state entry: its slices and sagas as features, for the pages that show or change
// matches (they inject them), without its pages.
import type { LazyFeature } from '../../lib/injectFeature';
import { emailResendSaga } from './emailResendSaga';
import { emailResendSlice } from './emailResendSlice';
import { endMatchSaga } from './endMatchSaga';
import { endMatchSlice } from './endMatchSlice';
import { recordsSaga } from './recordsSaga';
import { recordsSlice } from './recordsSlice';

export const recordsFeature: LazyFeature = { slices: [recordsSlice], saga: recordsSaga };
/** Ending a match, from the records or the Needs attention page. */
export const endMatchFeature: LazyFeature = { slices: [endMatchSlice], saga: endMatchSaga };
/** Resending a match's email, from the records or the Needs attention page. */
export const emailResendFeature: LazyFeature = { slices: [emailResendSlice], saga: emailResendSaga };
