// The staffLists feature's public state entry: the slice and saga factories the tutees and tutors lists are built
// from, and the list total rule. No components, so the store's eager modules import it without this feature's pages.
export { listTotal } from './listTotal';
export { createReviewSaga } from './reviewSaga';
export { REVIEW_LISTS, createReviewSlice } from './reviewSlice';
