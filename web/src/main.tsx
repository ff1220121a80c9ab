import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers, queryClient } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { currentUserQuery } from './lib/auth.ts';
import './styles.css';

// Ask who is signed in at once (index.html preloads the answer while this code downloads).
void queryClient.prefetchQuery(currentUserQuery);

// The first render as a transition: React renders it in slices and yields to the browser between
// them, instead of one long task that blocks input on a slow phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
