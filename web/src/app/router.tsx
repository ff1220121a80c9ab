// Routes of spec §2. Screens load lazily so the first page stays small.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spin } from 'antd';
import { Layout } from '../components/layout/Layout.tsx';

const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));

const page = (element: ReactNode) => (
  <Suspense
    fallback={
      <div className="centered-spinner">
        <Spin size="large" />
      </div>
    }
  >
    {element}
  </Suspense>
);

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(<DashboardPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
]);
