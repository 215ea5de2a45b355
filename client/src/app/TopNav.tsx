import { useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { Button, Collapse, Nav, Navbar, NavbarToggler, NavItem, NavLink } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { logoutRequested } from '../features/auth/authSlice';
import { authMessages } from '../features/auth/messages';
import { roleSatisfies, type StaffRole } from '@tutoring/common';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { useT } from '../i18n/I18nProvider';
import { useIsStaffPage } from './staffPaths';

// The staff pages and the role each needs: a coordinator is not shown links to pages that would refuse them.
const STAFF_PAGES: readonly { to: string; label: string; role: StaffRole }[] = [
  { to: '/admin', label: 'Tutees', role: 'coordinator' },
  { to: '/tutors', label: 'Tutors', role: 'coordinator' },
  { to: '/match', label: 'Match', role: 'coordinator' },
  { to: '/records', label: 'Records', role: 'coordinator' },
  { to: '/overview', label: 'Overview', role: 'coordinator' },
  { to: '/staff', label: 'Staff', role: 'admin' },
  { to: '/audit', label: 'Audit', role: 'admin' },
  { to: '/account', label: 'Account', role: 'coordinator' },
];

export function TopNav() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const orgName = useAppSelector((state) => state.config.orgName);
  const [open, setOpen] = useState(false);
  const t = useT();
  const staffPage = useIsStaffPage();

  return (
    <Navbar expand="md" className="top-nav border-bottom bg-white" container="fluid">
      <Link to="/admin" className="navbar-brand d-flex align-items-center gap-2">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span className="fw-semibold">{orgName}</span>
      </Link>
      <NavbarToggler onClick={() => setOpen(!open)} aria-label={t('layout.menu')} />
      {!staffPage && <LanguageMenu />}
      <Collapse isOpen={open} navbar>
        <Nav className="ms-auto align-items-md-center" navbar>
          {user ? (
            <>
              {STAFF_PAGES.filter((page) => roleSatisfies(user.role, page.role)).map((page) => (
                <NavItem key={page.to}>
                  <NavLink tag={RouterNavLink} to={page.to} onClick={() => setOpen(false)}>
                    {page.label}
                  </NavLink>
                </NavItem>
              ))}
              <NavItem>
                <Button
                  color="outline-secondary"
                  size="sm"
                  className="ms-md-3"
                  onClick={() => dispatch(logoutRequested())}
                >
                  {authMessages.signOut}
                </Button>
              </NavItem>
            </>
          ) : (
            <NavItem>
              <NavLink tag={RouterNavLink} to="/login">
                {t('layout.login')}
              </NavLink>
            </NavItem>
          )}
        </Nav>
      </Collapse>
    </Navbar>
  );
}
