// The two staff roles. An admin can do everything a coordinator can, and also manage staff accounts, retention,
// export and erasure; each server route's declaration names the access it needs.

export const STAFF_ROLES = ['admin', 'coordinator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a staff member of role `held` may do what `needed` is required for. */
export function roleSatisfies(held: StaffRole, needed: StaffRole): boolean {
  return held === 'admin' || held === needed;
}
