// Route guards (spec §2): a spinner while the user loads, /auth when signed out, / for a
// non-admin on an admin route, / for a signed-in user on /auth. Redirects show no message.
// The server enforces every rule again; these only keep people on pages they can use.
import { useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Navigate, type NavigateProps } from '../../lib/workspaceRouting.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { ServerRenderContext } from '../../lib/serverRender.ts';
import { CenteredSpinner } from '../spinner/Spinner.tsx';

// Where the guards' own wait is drawn; its home is the spinner's module (the client's pages draw it without the guards).
export { CenteredSpinner };

export function RequireUser({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <CenteredSpinner />;
  if (!user) return <Redirect to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (admin && !user.isAdmin) return <Redirect to="/" replace />;
  return children;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <CenteredSpinner />;
  if (user) {
    const from = (location.state as { from?: unknown } | null)?.from;
    // Only a path of this site: "//host" and "/\host" are read by browsers as another site.
    return <Redirect to={typeof from === 'string' && /^\/(?![/\\]|auth)/.test(from) ? from : '/'} replace />;
  }
  return children;
}

/** Navigate in the browser; on the server, a mark that the page is not drawn there (ServerRenderContext). */
function Redirect(props: NavigateProps) {
  const server = useContext(ServerRenderContext);
  if (server) {
    server.redirect();
    return null;
  }
  return <Navigate {...props} />;
}
