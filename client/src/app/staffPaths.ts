import { useLocation } from 'react-router-dom';

/** Pages for staff, which stay in English: they carry no language menu and no translation note. */
const STAFF_PATHS: readonly string[] = [
  '/login',
  '/registration',
  '/admin',
  '/tutors',
  '/records',
  '/match',
  '/proposals',
  '/overview',
  '/attention',
  '/staff',
  '/audit',
  '/settings',
  '/account',
];

export function useIsStaffPage(): boolean {
  return STAFF_PATHS.includes(useLocation().pathname.toLowerCase().replace(/\/+$/, ''));
}
