// The staffLists feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
// Its state and sagas are in state.ts, so the store's eager modules do not pull these pages into the public entry.
export { ReviewPage } from './ReviewPage';
export { SearchBox } from './SearchBox';
export { staffListMessages } from './messages';
