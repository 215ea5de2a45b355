// The matching feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { DoNotPairList } from './DoNotPairList';
export { PreviouslyMatched } from './PreviouslyMatched';
export { tuteeSelectedForMatch } from './selectionSlice';
