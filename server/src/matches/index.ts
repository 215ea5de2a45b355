// The matches domain's public surface besides service.ts: ending a match, which a concern can do.
export { endMatch } from './endService.js';
