import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './LinkButton.tsx';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<><LinkButton to="/history" type="primary">Open History</LinkButton><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LinkButton', () => {
  it('is one link with the target as href, with no button inside', () => {
    const { container } = renderAt('/');
    const link = screen.getByRole('link', { name: 'Open History' });
    expect(link.getAttribute('href')).toBe('/history');
    expect(container.querySelector('a button, button a')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('navigates inside the app on a plain click', () => {
    renderAt('/');
    const click = fireEvent.click(screen.getByRole('link', { name: 'Open History' }), { button: 0 });
    expect(click).toBe(false); // default prevented: no full page load
    expect(screen.getByLabelText('path').textContent).toBe('/history');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    renderAt('/');
    const click = fireEvent.click(screen.getByRole('link', { name: 'Open History' }), { button: 0, ctrlKey: true });
    expect(click).toBe(true);
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });
});
