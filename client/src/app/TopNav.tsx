import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button, Nav, Navbar, NavbarToggler, NavItem } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { logoutRequested } from '../features/auth/authSlice';
import { roleSatisfies, type StaffMessageKey, type StaffRole } from '@tutoring/common';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { useLocale, useT } from '../i18n/I18nProvider';
import { staffT, useStaffText } from '../i18n/staffText';
import { useIsStaffPage } from './staffPaths';
import { BrandMark } from './BrandMark';

// Its own chunk: families never download it.
const AttentionBadge = lazy(() => import('../features/attention/AttentionBadge'));

// The staff pages and the role each needs: a coordinator is not shown links to pages that would refuse them. A page
// with a badge shows a count beside its link.
const STAFF_PAGES: readonly { to: string; label: StaffMessageKey; role: StaffRole; badge?: ComponentType }[] = [
  { to: '/admin', label: 'nav.admin', role: 'coordinator' },
  { to: '/tutors', label: 'nav.tutors', role: 'coordinator' },
  { to: '/match', label: 'nav.match', role: 'coordinator' },
  { to: '/proposals', label: 'nav.proposals', role: 'coordinator' },
  { to: '/records', label: 'nav.records', role: 'coordinator' },
  { to: '/overview', label: 'nav.overview', role: 'coordinator' },
  { to: '/attention', label: 'nav.attention', role: 'coordinator', badge: AttentionBadge },
  { to: '/staff', label: 'nav.staff', role: 'admin' },
  { to: '/audit', label: 'nav.audit', role: 'admin' },
  { to: '/settings', label: 'nav.settings', role: 'admin' },
  { to: '/account', label: 'nav.account', role: 'coordinator' },
];

export function TopNav() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const orgName = useAppSelector((state) => state.config.orgName);
  const [open, setOpen] = useState(false);
  const t = useT();
  const staffPage = useIsStaffPage();
  const { locale } = useLocale();
  // A signed-in staff member's links are staff texts: shown once the staff catalogue is loaded, on any page.
  // A family's visit never loads it.
  const staffLocale = useStaffText(user ? locale : undefined);

  return (
    // Staff have a dozen pages: their navigation folds below the widest screens, a family's (sign-in only) below md.
    <Navbar expand={user ? 'xl' : 'md'} className="top-nav border-bottom bg-white" container="fluid">
      <Link to="/admin" className="navbar-brand d-flex align-items-center gap-2">
        <BrandMark />
        <span className="fw-semibold">{orgName}</span>
      </Link>
      <NavbarToggler onClick={() => setOpen(!open)} aria-label={t('layout.menu')} aria-expanded={open} />
      {!staffPage && <LanguageMenu />}
      {/* Bootstrap's own classes, without reactstrap's animated Collapse: that and its transition library were 9 KB of
          the public entry's script, to slide a menu open. */}
      <div className={open ? 'collapse navbar-collapse show' : 'collapse navbar-collapse'}>
        <Nav className="ms-auto align-items-md-center" navbar>
          {user ? (
            staffLocale && (
              <>
                {STAFF_PAGES.filter((page) => roleSatisfies(user.role, page.role)).map((page) => (
                  <NavItem key={page.to} lang={staffLocale}>
                    <NavLink className="nav-link" to={page.to} onClick={() => setOpen(false)}>
                      {staffT(page.label)}
                      {page.badge && (
                        <Suspense fallback={null}>
                          <page.badge />
                        </Suspense>
                      )}
                    </NavLink>
                  </NavItem>
                ))}
                <NavItem lang={staffLocale}>
                  <Button
                    color="outline-secondary"
                    size="sm"
                    className="ms-xl-3"
                    onClick={() => dispatch(logoutRequested())}
                  >
                    {staffT('auth.signOut')}
                  </Button>
                </NavItem>
              </>
            )
          ) : (
            <NavItem>
              <NavLink className="nav-link" to="/login">
                {t('layout.login')}
              </NavLink>
            </NavItem>
          )}
        </Nav>
      </div>
    </Navbar>
  );
}
