import { lazy, Suspense } from 'react';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import { SecondFactor } from '../features/secondFactor';
import { StaffPageLoading } from './StaffPageLoading';

const OwnSessions = lazy(() => import('../features/ownSessions/OwnSessions'));

/** /account: the own password, two-step sign-in, then where one is signed in. */
export default function AccountPage() {
  return (
    <>
      <ChangePasswordForm />
      {/* The password form shows at once; the sections follow with their own chunks. */}
      <Suspense fallback={<StaffPageLoading />}>
        <SecondFactor />
        <OwnSessions />
      </Suspense>
    </>
  );
}
