// Routes of spec §2. Screens load lazily so the first page stays small; guards wrap them.
import { TOOL_CATALOG, TOOL_SLUGS } from '@growth-suite/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { CenteredSpinner, RedirectIfSignedIn, RequireUser } from '../components/guards/guards.tsx';
import { Layout } from '../components/layout/Layout.tsx';
// The dashboard is the first screen of a signed-in user: part of the app's own code, not a lazy
// chunk. A lazy screen suspends on its first render even when its code is already loaded, and React
// then holds the fallback for up to 300 ms before revealing it (measured: 'Try Now' ~0.3 s later).
import DashboardPage from '../features/dashboard/DashboardPage.tsx';
import { SentPage, toolPage } from './toolPages.ts';

const AuthPage = lazy(() => import('../features/auth/AuthPage.tsx'));
const AdminPage = lazy(() => import('../features/admin-settings/AdminPage.tsx'));
const AdminUsersPage = lazy(() => import('../features/admin-users/AdminUsersPage.tsx'));
const RoiCalculatorPage = lazy(() => import('../features/roi/RoiCalculatorPage.tsx'));
const HistoryPage = lazy(() => import('../features/history/HistoryPage.tsx'));
const AdminContactPage = lazy(() => import('../features/admin-contact/AdminContactPage.tsx'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/PrivacyPolicyPage.tsx'));
const TermsOfServicePage = lazy(() => import('../features/legal/TermsOfServicePage.tsx'));
const ContactPage = lazy(() => import('../features/contact/ContactPage.tsx'));
const AdminQueuePage = lazy(() => import('../features/admin-queue/AdminQueuePage.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));
const SharedItemPage = lazy(() => import('./SharedItemPage.tsx'));
const BrandPage = lazy(() => import('../features/account/BrandPage.tsx'));
const ClientsPage = lazy(() => import('../features/clients/ClientsPage.tsx'));
const ClientPage = lazy(() => import('../features/clients/ClientPage.tsx'));
const NewClientPage = lazy(() => import('../features/clients/ClientFormPages.tsx').then((module) => ({ default: module.NewClientPage })));
const PackPage = lazy(() => import('../features/pack/PackPage.tsx'));
const EditClientPage = lazy(() => import('../features/clients/ClientFormPages.tsx').then((module) => ({ default: module.EditClientPage })));

const page = (element: ReactNode) => <Suspense fallback={<CenteredSpinner />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireUser>{page(element)}</RequireUser>;
const adminOnly = (element: ReactNode) => <RequireUser admin>{page(element)}</RequireUser>;

export const router = createBrowserRouter([
  // A shared result stands alone: no header, nav or footer of the app around it.
  { path: '/s/:token', element: page(<SharedItemPage />) },
  // A result sent to its reader (the client's page: read, choose, accept): stands alone too.
  { path: '/p/:token', element: page(<SentPage />) },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <RequireUser><DashboardPage /></RequireUser> },
      ...TOOL_SLUGS.map((slug) => {
        // Each tool's screen (lazy); its path comes from the tool catalog.
        const Screen = toolPage(slug);
        return { path: `${TOOL_CATALOG[slug].route}/:id?`, element: signedIn(<Screen />) };
      }),
      { path: '/roi-calculator', element: signedIn(<RoiCalculatorPage />) },
      { path: '/history', element: signedIn(<HistoryPage />) },
      { path: '/account/brand', element: signedIn(<BrandPage />) },
      { path: '/clients', element: signedIn(<ClientsPage />) },
      { path: '/clients/new', element: signedIn(<NewClientPage />) },
      { path: '/clients/:id', element: signedIn(<ClientPage />) },
      { path: '/clients/:id/edit', element: signedIn(<EditClientPage />) },
      // A pack's progress (lib/packs.ts PACK_PAGE): under its client, so a reload shows it again.
      { path: '/clients/:id/pack/:packId', element: signedIn(<PackPage />) },
      { path: '/auth', element: <RedirectIfSignedIn>{page(<AuthPage />)}</RedirectIfSignedIn> },
      { path: '/admin', element: adminOnly(<AdminPage />) },
      { path: '/admin/users', element: adminOnly(<AdminUsersPage />) },
      { path: '/admin/contact', element: adminOnly(<AdminContactPage />) },
      { path: '/admin/queue', element: adminOnly(<AdminQueuePage />) },
      { path: '/privacy-policy', element: page(<PrivacyPolicyPage />) },
      { path: '/terms-of-service', element: page(<TermsOfServicePage />) },
      { path: '/contact', element: page(<ContactPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]);
