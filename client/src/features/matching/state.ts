// The matching feature's public state entry: its slices and saga as one feature, for the pages that select a tutee
// to match or find a match a new tutor (they inject it), without its pages.
import type { LazyFeature } from '../../lib/injectFeature';
import { matchingSaga } from './matchingSaga';
import { matchingSlice } from './matchingSlice';
import { selectionSlice } from './selectionSlice';

export const matchingFeature: LazyFeature = { slices: [matchingSlice, selectionSlice], saga: matchingSaga };
