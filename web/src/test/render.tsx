import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, Providers } from '../app/providers.tsx';

/** Renders a screen with the app's providers at `path`, matched by `pattern`. */
export function renderScreen(element: ReactElement, { path = '/', pattern = '*' } = {}) {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
