// The Admin Panel's screens behind one lazy screen for their seven routes (router.tsx): each lazy route
// adds its chunk's preload list to every page's first load (web/e2e/smoke.spec.ts), and an admin who
// opens one admin screen usually opens the others.
import AdminPage from '../features/admin-settings/AdminPage.tsx';
import AdminContactPage from '../features/admin-contact/AdminContactPage.tsx';
import AdminMailPage from '../features/admin-mail/AdminMailPage.tsx';
import AdminQueuePage from '../features/admin-queue/AdminQueuePage.tsx';
import AdminUsersPage from '../features/admin-users/AdminUsersPage.tsx';
import AdminWorkspacePage from '../features/admin-workspaces/AdminWorkspacePage.tsx';
import AdminWorkspacesPage from '../features/admin-workspaces/AdminWorkspacesPage.tsx';

const SCREENS = {
  settings: AdminPage,
  users: AdminUsersPage,
  contact: AdminContactPage,
  queue: AdminQueuePage,
  workspaces: AdminWorkspacesPage,
  workspace: AdminWorkspacePage,
  mail: AdminMailPage,
} as const;

export type AdminScreen = keyof typeof SCREENS;

export default function AdminScreens({ screen }: { screen: AdminScreen }) {
  const Screen = SCREENS[screen];
  return <Screen />;
}
