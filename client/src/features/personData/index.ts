// The personData feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { ErasureStatus } from './ErasureStatus';
export { PersonDataActions } from './PersonDataActions';
