import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers, queryClient } from './app/providers.tsx';
import { preloadFirstScreen, router } from './app/router.tsx';
import { currentUserQuery } from './lib/auth.ts';
import './styles.css';

// Ask who is signed in and fetch the first screen's code at once, in parallel.
void queryClient.prefetchQuery(currentUserQuery);
preloadFirstScreen(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
