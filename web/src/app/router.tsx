// Routes of spec §2. Screens load lazily so the first page stays small; guards wrap them.
import { TOOL_CATALOG, TOOL_SLUGS } from '@growth-suite/shared';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CenteredSpinner, RedirectIfSignedIn, RequireUser } from '../components/guards/guards.tsx';
import { Layout } from '../components/layout/Layout.tsx';
// The dashboard is the first screen of a signed-in user: part of the app's own code, not a lazy
// chunk. A lazy screen suspends on its first render even when its code is already loaded, and React
// then holds the fallback for up to 300 ms before revealing it (measured: 'Try Now' ~0.3 s later).
import DashboardPage from '../features/dashboard/DashboardPage.tsx';
import { lazyScreen } from '../lib/lazyScreen.tsx';
import { SentPage, toolPage } from './toolPages.ts';

const AuthPage = lazyScreen('auth', () => import('../features/auth/AuthPage.tsx'));
const AdminPage = lazyScreen('admin', () => import('../features/admin-settings/AdminPage.tsx'));
const AdminUsersPage = lazyScreen('admin-users', () => import('../features/admin-users/AdminUsersPage.tsx'));
const RoiCalculatorPage = lazyScreen('roi-calculator', () => import('../features/roi/RoiCalculatorPage.tsx'));
const HistoryPage = lazyScreen('history', () => import('../features/history/HistoryPage.tsx'));
const AdminContactPage = lazyScreen('admin-contact', () => import('../features/admin-contact/AdminContactPage.tsx'));
const PrivacyPolicyPage = lazyScreen('privacy-policy', () => import('../features/legal/PrivacyPolicyPage.tsx'));
const TermsOfServicePage = lazyScreen('terms-of-service', () => import('../features/legal/TermsOfServicePage.tsx'));
const ContactPage = lazyScreen('contact', () => import('../features/contact/ContactPage.tsx'));
const AdminQueuePage = lazyScreen('admin-queue', () => import('../features/admin-queue/AdminQueuePage.tsx'));
const NotFoundPage = lazyScreen('not-found', () => import('../features/not-found/NotFoundPage.tsx'));
const SharedItemPage = lazyScreen('shared-item', () => import('./SharedItemPage.tsx'));
const BrandPage = lazyScreen('brand', () => import('../features/account/BrandPage.tsx'));
const ClientsPage = lazyScreen('clients', () => import('../features/clients/ClientsPage.tsx'));
const ClientPage = lazyScreen('client', () => import('../features/clients/ClientPage.tsx'));
const NewClientPage = lazyScreen('new-client', () => import('../features/clients/ClientFormPages.tsx').then((module) => ({ default: module.NewClientPage })));
const PackPage = lazyScreen('pack', () => import('../features/pack/PackPage.tsx'));
const EditClientPage = lazyScreen('edit-client', () => import('../features/clients/ClientFormPages.tsx').then((module) => ({ default: module.EditClientPage })));

const page = (element: ReactNode) => <Suspense fallback={<CenteredSpinner />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireUser>{page(element)}</RequireUser>;
const adminOnly = (element: ReactNode) => <RequireUser admin>{page(element)}</RequireUser>;

/** Every route; the browser's router (main.tsx) and the server's render (entry-server.tsx) both use it. */
export const routes: RouteObject[] = [
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
];
