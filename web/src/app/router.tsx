// Routes of spec §2. Screens load lazily so the first page stays small; guards wrap them. Each page's
// loader (loaders.ts) says what its first paint needs: the server awaits that and draws the page once;
// the browser only starts loading the screen's code.
import { PIPELINE, TOOL_CATALOG, TOOL_SLUGS, type ToolSlug } from '@growth-suite/shared';
import { type ReactNode } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireUser } from '../components/guards/guards.tsx';
import { Layout } from '../components/layout/Layout.tsx';
// The dashboard is the first screen of a signed-in user: part of the app's own code, not a lazy
// chunk. A lazy screen suspends on its first render even when its code is already loaded, and React
// then holds the fallback for up to 300 ms before revealing it (measured: 'Try Now' ~0.3 s later).
import DashboardPage from '../features/dashboard/DashboardPage.tsx';
import { contentSettingsQuery, linkSettingsQuery } from '../lib/siteSettings.ts';
import { historySummaryQuery } from '../lib/historySummary.ts';
import { lazyScreen, type LazyScreen } from '../lib/lazyScreen.tsx';
import { metaQuery } from '../lib/meta.ts';
import { runningJobsQuery } from '../lib/tools/running.ts';
import { ensure, pageLoader, type PageContext, type PageNeeds, type RouteSide } from './loaders.ts';
import { SentPreview, TOOL_WATCHERS, toolPage } from './toolPages.ts';
import { clientRoutes, page } from './clientRoutes.tsx';

const AuthPage = lazyScreen('auth', () => import('../features/auth/AuthPage.tsx'));
const HistoryPage = lazyScreen('history', () => import('../features/history/HistoryPage.tsx'));
const PrivacyPolicyPage = lazyScreen('privacy-policy', () => import('../features/legal/PrivacyPolicyPage.tsx'));
const TermsOfServicePage = lazyScreen('terms-of-service', () => import('../features/legal/TermsOfServicePage.tsx'));
const ContactPage = lazyScreen('contact', () => import('../features/contact/ContactPage.tsx'));
const NotFoundPage = lazyScreen('not-found', () => import('../features/not-found/NotFoundPage.tsx'));
const BrandPage = lazyScreen('brand', () => import('../features/account/BrandPage.tsx'));
const ClientsPage = lazyScreen('clients', () => import('../features/clients/ClientsPage.tsx'));
const ClientPage = lazyScreen('client', () => import('../features/clients/ClientPage.tsx'));
const NewClientPage = lazyScreen('new-client', () => import('../features/clients/ClientFormPages.tsx').then((module) => ({ default: module.NewClientPage })));
const PackPage = lazyScreen('pack', () => import('../features/pack/PackPage.tsx'));
const PackStartPage = lazyScreen('pack-start', () => import('../features/pack/PackStartPage.tsx'));
const TeamScreens = lazyScreen('teams', () => import('../features/teams/TeamScreens.tsx'));
const PasswordScreens = lazyScreen('password', () => import('../features/password/PasswordScreens.tsx'));
const NotificationScreens = lazyScreen('notifications', () => import('../features/notifications/NotificationScreens.tsx'));
const AdminScreens = lazyScreen('admin', () => import('./AdminScreens.tsx'));
// The pipeline of sent results (DESIGN §11.2), when a tool's meta gives it a route.
const PipelinePage = lazyScreen('pipeline', () => import('../features/pipeline/PipelinePage.tsx'));
const EditClientPage = lazyScreen('edit-client', () => import('../features/clients/ClientFormPages.tsx').then((module) => ({ default: module.EditClientPage })));

const TEAM_ROOT = '/t/:slug';

const signedIn = (element: ReactNode) => <RequireUser>{page(element)}</RequireUser>;
const adminOnly = (element: ReactNode) => <RequireUser admin>{page(element)}</RequireUser>;

// Each page's data step is in the server's bundle only: the browser's loaders await no data
// (loaders.ts), so its bundle leaves them out (Vite sets `import.meta.env.SSR` at build time and the
// dead branch goes, with the lazy imports in it).

// What the first screens show beside their own data (each query only where its screen asks for it,
// and a signed-in user's only for a signed-in user, as the screens' own `enabled` says).
const dashboardData = import.meta.env.SSR ? async ({ client, user }: PageContext) => {
  await Promise.all([ensure(client, metaQuery), user && ensure(client, historySummaryQuery), user && ensure(client, runningJobsQuery), user && PIPELINE && import('../lib/waiting.ts').then(({ waitingQuery }) => ensure(client, waitingQuery))]);
} : undefined;
/**
 * A tool's empty form asks for the user's running jobs (to reattach to one); a saved item's screen asks
 * for the item (its query comes with the tool's screen code, which holds zod: not in the first chunk).
 */
const toolData = import.meta.env.SSR ? (tool: ToolSlug) => async ({ client, params, user }: PageContext) => {
  const item = async (id: number) => ensure(client, (await import('../lib/tools/api.ts')).historyItemQuery(tool, id));
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : undefined;
  await Promise.all([ensure(client, metaQuery), user && (id === undefined ? ensure(client, runningJobsQuery) : item(id))]);
} : undefined;
const layoutData = import.meta.env.SSR ? async ({ client }: PageContext) => ensure(client, linkSettingsQuery) : undefined;
const contentData = import.meta.env.SSR ? async ({ client }: PageContext) => {
  await ensure(client, contentSettingsQuery);
} : undefined;

/**
 * Every route; the browser's router (main.tsx) and the server's render (entry-server.tsx) both make
 * them, each with its own query cache (the server's is the one request's). Pages with a loader have
 * an id, so the browser can skip the loaders of the page it hydrates (main.tsx).
 */
export function createRoutes(side: RouteSide): RouteObject[] {
  const at = (id: string, path: string, element: ReactNode, needs: PageNeeds = {}): RouteObject => ({ id, path, element, loader: pageLoader(side, needs) });
  const screen = (Screen: Pick<LazyScreen<object>, 'screenName'>, data?: PageNeeds['data']): PageNeeds => ({ screens: [Screen.screenName], ...(data ? { data } : {}) });
  /**
   * A workspace's screens: the personal ones at the spec's paths, a team's the same under `/t/:slug`
   * (DESIGN §11), each with its own id (`team:…`): the same elements, code and data.
   */
  const workspaceScreens = (team: boolean): RouteObject[] => {
    const on = (id: string, path: string, element: ReactNode, needs?: PageNeeds) =>
      at(team ? `team:${id}` : id, team ? `${TEAM_ROOT}${path === '/' ? '' : path}` : path, element, needs);
    const tool = (slug: ToolSlug): RouteObject => {
      // Each tool's screen (lazy); its path comes from the tool catalog. A saved item's screen also draws
      // its actions (components/tool/ToolShell.tsx) and, for most tools, a lazy result view (`view:<tool>`,
      // named in the tool's screen module, known once that has loaded; an unknown name is skipped).
      const Screen = toolPage(slug);
      const screens = (params: Params) => (params.id === undefined ? [slug] : [slug, 'item-actions', `view:${slug}`]);
      return on(`tool:${slug}`, `${TOOL_CATALOG[slug].route}/:id?`, signedIn(<Screen />), { screens, data: toolData?.(slug) });
    };
    return [
      on('dashboard', '/', <RequireUser><DashboardPage /></RequireUser>, { data: dashboardData }),
      ...TOOL_SLUGS.map(tool),
      // The owner's preview of a result's sent page (toolPages.ts), read before it is sent.
      ...(SentPreview ? [on('sent-preview', SentPreview.path, signedIn(<SentPreview.screen />), screen(SentPreview.screen))] : []),
      on('history', '/history', signedIn(<HistoryPage />), screen(HistoryPage)),
      ...(PIPELINE ? [on('pipeline', PIPELINE.route, signedIn(<PipelinePage />), screen(PipelinePage))] : []),
      on('brand', '/account/brand', signedIn(<BrandPage />), screen(BrandPage)),
      on('clients', '/clients', signedIn(<ClientsPage />), screen(ClientsPage)),
      on('new-client', '/clients/new', signedIn(<NewClientPage />), screen(NewClientPage)),
      on('client', '/clients/:id', signedIn(<ClientPage />), screen(ClientPage)),
      on('edit-client', '/clients/:id/edit', signedIn(<EditClientPage />), screen(EditClientPage)),
      // A pack's progress (lib/packs.ts PACK_PAGE): under its client, so a reload shows it again.
      on('pack', '/clients/:id/pack/:packId', signedIn(<PackPage />), screen(PackPage)),
      // A pack that cannot start yet: the one form for what the client file lacks (lib/packs.ts PACK_START).
      on('pack-start', '/clients/:id/pack', signedIn(<PackStartPage />), screen(PackStartPage)),
    ];
  };
  return [
    // The pages a client opens from a link, standing alone (clientRoutes.tsx: the client's own entry makes them too).
    ...clientRoutes(side),
    {
      id: 'layout',
      element: <Layout watchers={TOOL_WATCHERS} />,
      loader: pageLoader(side, { data: layoutData }),
      children: [
        ...workspaceScreens(false),
        // A team's screens (DESIGN §11): its scope finds the team among the caller's workspaces (else
        // the not-found page, or "not a member" once the api said so), then draws the screen.
        {
          id: 'team-scope',
          path: TEAM_ROOT,
          element: signedIn(<TeamScreens screen="scope" notFound={<NotFoundPage />} />),
          loader: pageLoader(side, screen(TeamScreens)),
          children: [...workspaceScreens(true), at('team', `${TEAM_ROOT}/team`, signedIn(<TeamScreens screen="team" notFound={<NotFoundPage />} />), screen(TeamScreens))],
        },
        // An invitation's link opens its page signed out too.
        at('new-team', '/teams/new', signedIn(<TeamScreens screen="new-team" />), screen(TeamScreens)),
        at('invitation', '/invitations/:token', page(<TeamScreens screen="invitation" />), screen(TeamScreens)),
        at('auth', '/auth', <RedirectIfSignedIn>{page(<AuthPage />)}</RedirectIfSignedIn>, screen(AuthPage)),
        at('forgot-password', '/forgot-password', page(<PasswordScreens screen="forgot" />), screen(PasswordScreens)),
        at('reset-password', '/reset-password/:token', page(<PasswordScreens screen="reset" />), screen(PasswordScreens)),
        // Per user, not per workspace (no team prefix); an unsubscribe link opens its page signed out too.
        at('notifications', '/account/notifications', signedIn(<NotificationScreens screen="choices" />), screen(NotificationScreens)),
        at('unsubscribe', '/unsubscribe/:token', page(<NotificationScreens screen="unsubscribe" />), screen(NotificationScreens)),
        at('admin', '/admin', adminOnly(<AdminScreens screen="settings" />), screen(AdminScreens)),
        at('admin-users', '/admin/users', adminOnly(<AdminScreens screen="users" />), screen(AdminScreens)),
        at('admin-contact', '/admin/contact', adminOnly(<AdminScreens screen="contact" />), screen(AdminScreens)),
        at('admin-queue', '/admin/queue', adminOnly(<AdminScreens screen="queue" />), screen(AdminScreens)),
        at('admin-workspaces', '/admin/workspaces', adminOnly(<AdminScreens screen="workspaces" />), screen(AdminScreens)),
        at('admin-workspace', '/admin/workspaces/:id', adminOnly(<AdminScreens screen="workspace" />), screen(AdminScreens)),
        at('admin-mail', '/admin/mail', adminOnly(<AdminScreens screen="mail" />), screen(AdminScreens)),
        at('privacy-policy', '/privacy-policy', page(<PrivacyPolicyPage />), screen(PrivacyPolicyPage, contentData)),
        at('terms-of-service', '/terms-of-service', page(<TermsOfServicePage />), screen(TermsOfServicePage, contentData)),
        at('contact', '/contact', page(<ContactPage />), screen(ContactPage, contentData)),
        at('not-found', '*', page(<NotFoundPage />), screen(NotFoundPage)),
      ],
    },
  ];
}
