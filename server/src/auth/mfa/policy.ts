import type { StaffRole } from '@tutoring/common';
import type { Config, StaffMfaPolicy } from '../../config.js';

/** STAFF_MFA as set, or its default: admins in production, nobody in development and tests. */
export function staffMfaPolicy(config: Pick<Config, 'STAFF_MFA' | 'NODE_ENV'>): StaffMfaPolicy {
  return config.STAFF_MFA ?? (config.NODE_ENV === 'production' ? 'required-for-admins' : 'optional');
}

/** Whether the policy asks a member of this role for a second factor. */
export function secondFactorRequired(policy: StaffMfaPolicy, role: StaffRole): boolean {
  return policy === 'required' || (policy === 'required-for-admins' && role === 'admin');
}
