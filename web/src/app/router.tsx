// Routes of spec §2. Screens load lazily so the first page stays small; guards wrap them.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { CenteredSpinner, RedirectIfSignedIn, RequireUser } from '../components/guards/guards.tsx';
import { Layout } from '../components/layout/Layout.tsx';

const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'));
const AuthPage = lazy(() => import('../features/auth/AuthPage.tsx'));
const AdminPage = lazy(() => import('../features/admin/AdminPage.tsx'));
const AdminUsersPage = lazy(() => import('../features/admin-users/AdminUsersPage.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));

const page = (element: ReactNode) => <Suspense fallback={<CenteredSpinner />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireUser>{page(element)}</RequireUser>;
const adminOnly = (element: ReactNode) => <RequireUser admin>{page(element)}</RequireUser>;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: signedIn(<DashboardPage />) },
      { path: '/auth', element: <RedirectIfSignedIn>{page(<AuthPage />)}</RedirectIfSignedIn> },
      { path: '/admin', element: adminOnly(<AdminPage />) },
      { path: '/admin/users', element: adminOnly(<AdminUsersPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]);
