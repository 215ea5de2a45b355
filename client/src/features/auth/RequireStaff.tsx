import { Suspense, type ReactNode } from 'react';
import { Container } from 'reactstrap';
import { roleSatisfies, type StaffRole } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffT } from '../../i18n/staffText';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoginForm } from './LoginForm';
import { SecondFactor } from '../secondFactor';
import { authMessages } from './messages';

/**
 * Staff-only content: the sign-in screen takes its place while nobody is signed in, the change-password form while
 * the password is a one-time one, the two-step sign-in set-up while STAFF_MFA asks for a second factor and none is
 * set up (the server refuses every other staff call until then), and a short note when the page needs a role the
 * staff member does not have.
 */
export default function RequireStaff({ role = 'coordinator', children }: { role?: StaffRole; children: ReactNode }) {
  const { user, checked } = useAppSelector((state) => state.auth);
  if (!checked) return <LoadingMessage text={staffT('common.loading')} />;
  if (!user) return <LoginForm />;
  if (user.mustChangePassword) return <ChangePasswordForm forced />;
  if (user.mustEnrolSecondFactor)
    return (
      <Suspense fallback={<LoadingMessage text={staffT('common.loading')} />}>
        <SecondFactor forced />
      </Suspense>
    );
  if (!roleSatisfies(user.role, role)) {
    return (
      <Container className="py-4">
        <h1 className="h3">{authMessages.adminsOnlyTitle}</h1>
        <p>{authMessages.adminsOnly}</p>
      </Container>
    );
  }
  return <>{children}</>;
}
