import { Outlet, ScrollRestoration } from 'react-router';
import { useNavigationTracker } from '@/lib/navigation-history';

/** Above every page: remembers the previous route and scrolls new pages to the top. */
export function RootLayout() {
  useNavigationTracker();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
