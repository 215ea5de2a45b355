import { Outlet } from 'react-router-dom';
import { DraftNote } from '../i18n/DraftNote';
import { useT } from '../i18n/I18nProvider';
import { useIsStaffPage } from './staffPaths';
import { TopNav } from './TopNav';

export function Layout() {
  const t = useT();
  const staffPage = useIsStaffPage();
  return (
    <>
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('layout.skipLink')}
      </a>
      <TopNav />
      <main id="main" tabIndex={-1}>
        {!staffPage && <DraftNote />}
        <Outlet />
      </main>
    </>
  );
}
