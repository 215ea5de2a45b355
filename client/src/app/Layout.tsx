import { Outlet } from 'react-router-dom';
import { TopNav } from './TopNav';

export function Layout() {
  return (
    <>
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <TopNav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
