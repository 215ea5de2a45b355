// The auth feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { userRequested } from './authSlice';
