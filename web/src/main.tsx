import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers, queryClient } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { currentUserQuery } from './lib/auth.ts';
import './styles.css';

// Ask who is signed in at once (index.html preloads the answer while this code downloads).
void queryClient.prefetchQuery(currentUserQuery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
