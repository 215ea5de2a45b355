import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingMessage } from '../components/LoadingMessage';
import type { StaffRole } from '@tutoring/common';
import HomePage from '../features/home/HomePage';
import StudentWizard from '../features/studentWizard/StudentWizard';
import TutorWizard from '../features/tutorWizard/TutorWizard';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useT } from '../i18n/I18nProvider';
import { StaffLanguage } from '../i18n/StaffLanguage';
import { Layout } from './Layout';
import { PlaceholderBanner } from './PlaceholderBanner';
import { PrefetchWhenIdle } from '../components/PrefetchWhenIdle';
import { StaffPageLoading } from './StaffPageLoading';

// Staff pages load on demand so families on a phone download only the public screens; so do the sign-in, the staff
// registration and the check that a staff page's visitor is signed in.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const RequireStaff = lazy(() => import('../features/auth/RequireStaff'));
const AccountPage = lazy(() => import('./AccountPage'));
const TuteesPage = lazy(() => import('../features/tutees/TuteesPage'));
const TutorsPage = lazy(() => import('../features/tutors/TutorsPage'));
const RecordsPage = lazy(() => import('../features/records/RecordsPage'));
// Match on the tutees list opens the match page: the list loads its code while idle (PrefetchWhenIdle).
const loadMatchPage = () => import('../features/matching/MatchPage');
const MatchPage = lazy(loadMatchPage);
const OverviewPage = lazy(() => import('../features/overview/OverviewPage'));
const AttentionPage = lazy(() => import('../features/attention/AttentionPage'));
const ProposalsPage = lazy(() => import('../features/proposals/ProposalsPage'));
const StaffPage = lazy(() => import('../features/staffAccounts/StaffPage'));
const AuditPage = lazy(() => import('../features/auditLog/AuditPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
// Opened from emailed links only, so their code is not in the public entry.
const CheckinPage = lazy(() => import('../features/checkin/CheckinPage'));
const ConcernPage = lazy(() => import('../features/concern/ConcernPage'));
const SurveyPage = lazy(() => import('../features/survey/SurveyPage'));
const ConfirmEmailPage = lazy(() => import('../features/confirmEmail/ConfirmEmailPage'));
// Manage my application: reached from the home page, the Submitted page and the emails, never on the way to applying.
const ManageRequestPage = lazy(() => import('../features/manage/ManageRequestPage'));
const ManageSessionPage = lazy(() => import('../features/manage/ManageSessionPage'));
const ReconfirmPage = lazy(() => import('../features/reconfirm/ReconfirmPage'));
// After Submit, not before: out of the public entry, and loaded while the Terms step is open.
const loadStudentSubmitted = () => import('../features/studentWizard/StudentSubmitted');
const loadTutorSubmitted = () => import('../features/tutorWizard/TutorSubmitted');
const StudentSubmitted = lazy(loadStudentSubmitted);
const TutorSubmitted = lazy(loadTutorSubmitted);

function PublicPageLoading() {
  return <LoadingMessage text={useT()('link.loading')} />;
}

/** A page, and the code of the page it leads to, loaded once the browser is idle. */
function withNext(page: ReactNode, next: () => Promise<unknown>): ReactNode {
  return (
    <>
      {page}
      <PrefetchWhenIdle load={next} />
    </>
  );
}

/** A staff page behind the sign-in check; `next` loads the code of the page it leads to, once the browser is idle. */
function staffOnly(Page: ComponentType, role: StaffRole = 'coordinator', next?: () => Promise<unknown>): ReactNode {
  return (
    <StaffLanguage>
      <Suspense fallback={<StaffPageLoading />}>
        <RequireStaff role={role}>
          <PlaceholderBanner />
          <Suspense fallback={<StaffPageLoading />}>
            <Page />
            {next && <PrefetchWhenIdle load={next} />}
          </Suspense>
        </RequireStaff>
      </Suspense>
    </StaffLanguage>
  );
}

// Paths match case-insensitively, so /tutorSubjects and /TutorSubjects are one route.
const publicPages: RouteObject[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/StudentInfo', element: <StudentWizard step="info" /> },
  { path: '/StudentSubjects', element: <StudentWizard step="subjects" /> },
  { path: '/StudentAdditional', element: <StudentWizard step="additional" /> },
  { path: '/StudentTerms', element: withNext(<StudentWizard step="terms" />, loadStudentSubmitted) },
  { path: '/TutorInfo', element: <TutorWizard step="info" /> },
  { path: '/TutorSubjects', element: <TutorWizard step="subjects" /> },
  { path: '/TutorAdditional', element: <TutorWizard step="additional" /> },
  { path: '/TutorTerms', element: withNext(<TutorWizard step="terms" />, loadTutorSubmitted) },
  // Listed as public routes in the old product; they were parts of the wizards, not pages.
  { path: '/ProgressBar', element: <Navigate to="/StudentInfo" replace /> },
  { path: '/StudentModal', element: <Navigate to="/StudentTerms" replace /> },
  { path: '/TutorModal', element: <Navigate to="/TutorTerms" replace /> },
  // Lazy public pages, each behind the same loading line.
  ...(
    [
      ['/StudentSubmitted', <StudentSubmitted key="student-submitted" />],
      ['/TutorSubmitted', <TutorSubmitted key="tutor-submitted" />],
      ['/checkin/:token', <CheckinPage key="checkin" />],
      ['/concern/:token', <ConcernPage key="concern" />],
      ['/survey/:token', <SurveyPage key="survey" />],
      ['/confirm-email/:token', <ConfirmEmailPage key="confirm-email" />],
      ['/guardian-consent/:token', <ConfirmEmailPage key="guardian-consent" purpose="guardian-consent" />],
      ['/manage', <ManageRequestPage key="manage" />],
      ['/manage/:token', <ManageSessionPage key="manage-session" />],
      ['/reconfirm/:token', <ReconfirmPage key="reconfirm" />],
    ] as const
  ).map(([path, page]) => ({ path, element: <Suspense fallback={<PublicPageLoading />}>{page}</Suspense> })),
  {
    path: '/login',
    element: (
      <StaffLanguage>
        <Suspense fallback={<StaffPageLoading />}>
          <LoginPage />
        </Suspense>
      </StaffLanguage>
    ),
  },
  {
    path: '/registration',
    element: (
      <StaffLanguage>
        <Suspense fallback={<StaffPageLoading />}>
          <RegisterPage />
        </Suspense>
      </StaffLanguage>
    ),
  },
];

const staffPages: RouteObject[] = [
  { path: '/admin', element: staffOnly(TuteesPage, 'coordinator', loadMatchPage) },
  { path: '/tutors', element: staffOnly(TutorsPage) },
  { path: '/records', element: staffOnly(RecordsPage) },
  { path: '/match', element: staffOnly(MatchPage) },
  { path: '/proposals', element: staffOnly(ProposalsPage) },
  { path: '/overview', element: staffOnly(OverviewPage) },
  { path: '/attention', element: staffOnly(AttentionPage) },
  { path: '/account', element: staffOnly(AccountPage) },
  { path: '/staff', element: staffOnly(StaffPage, 'admin') },
  { path: '/audit', element: staffOnly(AuditPage, 'admin') },
  { path: '/settings', element: staffOnly(SettingsPage, 'admin') },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      ...publicPages,
      ...staffPages,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
