// The settings feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
// The page itself loads on demand (client/src/app/routes.tsx).
export { FIRST_RUN_PATH } from './welcome';
