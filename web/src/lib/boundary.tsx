// A Suspense boundary that tells when its server-drawn content has hydrated.
//
// React hydrates the app's shell first and the content of each server-drawn Suspense boundary after it,
// at low priority, in passes of their own. A page the server drew stays inert until it is alive
// (main.tsx); made alive at the shell's commit, a choice made in the next moments inside a boundary
// not yet hydrated (a select's new value) was undone when React hydrated it. So the server notes every
// boundary it drew, and the page comes alive once each of them has hydrated.
import { Suspense, createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { ServerRenderContext } from './serverRender.ts';

/** In the browser while a server-drawn page hydrates: called with each boundary's id as it hydrates. */
export const HydratedContext = createContext<((boundary: string) => void) | null>(null);

export function Boundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated />
    </Suspense>
  );
}

function Hydrated() {
  const id = useId();
  useContext(ServerRenderContext)?.boundary(id);
  const hydrated = useContext(HydratedContext);
  useEffect(() => hydrated?.(id), [hydrated, id]);
  return null;
}

/**
 * Calls `alive` once the shell (`shellReady`) and every boundary the server drew have hydrated; or
 * `graceMs` after the shell, should a boundary not be drawn again (the page moved on meanwhile).
 */
export function hydrationGate(boundaries: readonly string[], alive: () => void, graceMs = 3000) {
  const pending = new Set(boundaries);
  let shell = false;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    alive();
  };
  const check = () => {
    if (shell && pending.size === 0) finish();
  };
  return {
    hydrated(boundary: string) {
      pending.delete(boundary);
      check();
    },
    shellReady() {
      shell = true;
      check();
      if (!done) setTimeout(finish, graceMs);
    },
  };
}
