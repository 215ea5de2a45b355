import { useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { Button, Collapse, Nav, Navbar, NavbarToggler, NavItem, NavLink } from 'reactstrap';
import { useAppDispatch, useAppSelector } from './hooks';
import { logoutRequested } from '../features/auth/authSlice';
import { authMessages } from '../features/auth/messages';

const ADMIN_PAGES = [
  { to: '/admin', label: 'Tutees' },
  { to: '/tutors', label: 'Tutors' },
  { to: '/match', label: 'Match' },
  { to: '/records', label: 'Records' },
  { to: '/overview', label: 'Overview' },
  { to: '/registration', label: 'Register User' },
] as const;

export function TopNav() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const orgName = useAppSelector((state) => state.config.orgName);
  const [open, setOpen] = useState(false);

  return (
    <Navbar expand="md" className="top-nav border-bottom bg-white" container="fluid">
      <Link to="/admin" className="navbar-brand d-flex align-items-center gap-2">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span className="fw-semibold">{orgName}</span>
      </Link>
      <NavbarToggler onClick={() => setOpen(!open)} aria-label="Menu" />
      <Collapse isOpen={open} navbar>
        <Nav className="ms-auto align-items-md-center" navbar>
          {user ? (
            <>
              {ADMIN_PAGES.map((page) => (
                <NavItem key={page.to}>
                  <NavLink tag={RouterNavLink} to={page.to} onClick={() => setOpen(false)}>
                    {page.label}
                  </NavLink>
                </NavItem>
              ))}
              <NavItem>
                <Button color="outline-secondary" size="sm" className="ms-md-3" onClick={() => dispatch(logoutRequested())}>
                  {authMessages.signOut}
                </Button>
              </NavItem>
            </>
          ) : (
            <NavItem>
              <NavLink tag={RouterNavLink} to="/login">
                Login / Register
              </NavLink>
            </NavItem>
          )}
        </Nav>
      </Collapse>
    </Navbar>
  );
}
