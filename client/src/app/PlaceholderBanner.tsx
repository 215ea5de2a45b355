import { Link } from 'react-router-dom';
import { Container } from 'reactstrap';
import { useAppSelector } from '../lib/hooks';
import { selectHasPlaceholders } from '../features/config';
import { staffT } from '../i18n/staffText';

/**
 * Above every staff page while a setting still names the placeholder example.org, which families would see on the
 * forms and in every email: admins get the way to the Settings page, coordinators whom to ask.
 */
export function PlaceholderBanner() {
  const shown = useAppSelector(selectHasPlaceholders);
  const role = useAppSelector((state) => state.auth.user?.role);
  if (!shown || !role) return null;
  return (
    <Container className="pt-3">
      {/* No alert role: it stays until fixed, on every page, and is read where it stands rather than announced. */}
      <div className="alert alert-warning mb-0 placeholder-banner">
        {staffT('placeholderBanner.text')}{' '}
        {role === 'admin' ? (
          <>
            <Link to="/settings" className="alert-link">
              {staffT('placeholderBanner.admin')}
            </Link>
            .
          </>
        ) : (
          staffT('placeholderBanner.coordinator')
        )}
      </div>
    </Container>
  );
}
