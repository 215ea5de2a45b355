// The do-not-pair domain's public surface: recording a pair when a match ends badly, and the routes the tutor and
// tutee pages mount.
export { addPair } from './repo.js';
export { doNotPairChangeRoutes, doNotPairListRoute } from './routes.js';
