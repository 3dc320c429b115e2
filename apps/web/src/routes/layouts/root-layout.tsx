import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../ui/toast';

/** Above every layout: the skip link, scroll restoration and the toast region. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
      <Toaster />
    </>
  );
}
