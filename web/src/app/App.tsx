// The app as both the browser (main.tsx) and the server (entry-server.tsx) draw it: the same tree on
// both sides, so the browser can hydrate what the server drew.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Providers } from './providers.tsx';

export function App({ router, client, onReady }: { router: ReactNode; client?: QueryClient; onReady?: () => void }) {
  return (
    <StrictMode>
      <Providers client={client}>
        {router}
        <Ready onReady={onReady} />
      </Providers>
    </StrictMode>
  );
}

/** Runs once the first render (or hydration) is on screen. */
function Ready({ onReady }: { onReady: (() => void) | undefined }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
