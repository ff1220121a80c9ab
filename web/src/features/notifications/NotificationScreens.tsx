// The notification settings and an unsubscribe link's page behind one lazy screen for their two routes
// (router.tsx): each lazy route adds its chunks' preload list to every page's first load
// (web/e2e/smoke.spec.ts).
import NotificationsPage from './NotificationsPage.tsx';
import UnsubscribePage from './UnsubscribePage.tsx';

export default function NotificationScreens({ screen }: { screen: 'choices' | 'unsubscribe' }) {
  return screen === 'choices' ? <NotificationsPage /> : <UnsubscribePage />;
}
