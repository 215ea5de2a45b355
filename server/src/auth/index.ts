// The auth domain's public surface besides service.ts: what the staff accounts domain needs of the sign-in records
// (SQL fragments its own queries embed, and ending an account's sessions when it changes), and the role check every
// API route declares.
export { endSessionsOf, lockStaffTable, oneTimeExpiry, type StaffUser } from './repo.js';
export { hasSecondFactorSql } from './mfa/repo.js';
export { createSecondFactors } from './mfa/service.js';
export { ROUTE_ACCESS_LEVELS, requireRole, type RouteAccess } from './requireRole.js';
