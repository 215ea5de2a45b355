// The records feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export {
  matchReplaced,
  matchTutorUpdated,
  newTutorSought,
  recordsFailed,
  recordsLoaded,
  recordsRequested,
} from './recordsSlice';
