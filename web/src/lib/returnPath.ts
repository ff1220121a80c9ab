// Where a sign-in or sign-up goes afterwards: the page that sent the reader to /auth (a guard's
// `state.from`, or a link's `?from=`, which survives a new tab). Only a path of this site: a
// `from` is chosen by whoever wrote the link, so "//elsewhere.com" or "https://…" must not become
// a redirect off the site.
const PARAM = 'from';

export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    // "//host" and "/\host" are read by browsers as another site's address.
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    // Control characters (a tab or newline is dropped by URL parsing, which can turn "/\t/host" into "//host").
    ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) &&
    !path.startsWith('/auth')
  );
}

/** The return path of a location at /auth, or '/' (the dashboard). */
export function returnPathOf(location: { search: string; state: unknown }): string {
  const fromState = (location.state as { from?: unknown } | null)?.from;
  if (isSafeReturnPath(fromState)) return fromState;
  const fromQuery = new URLSearchParams(location.search).get(PARAM);
  return isSafeReturnPath(fromQuery) ? fromQuery : '/';
}

/** A link to /auth that comes back to `path` (`register`: opens on Create Account). */
export function authLink(path: string, { register = false } = {}): string {
  const query = new URLSearchParams({ ...(register ? { tab: 'register' } : {}), [PARAM]: path });
  return `/auth?${query.toString()}`;
}
