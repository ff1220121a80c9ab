// Issue 52: the demo's "[Demo mode: not applied.]" was written into the part and went on into the
// client's documents. In demo mode the regenerate dialog says what the demo can do; the text never does.
import { fireEvent, screen } from '@testing-library/react';
import { DEMO_REDRAFT_NOTE } from '@growth-suite/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { PartsContext, type PartsControl } from './context.ts';
import { PartActions } from './PartActions.tsx';

const serve = (aiProvider: 'demo' | 'openai') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/meta') return new Response(JSON.stringify({ aiProvider, version: '0.1.0' }), { status: 200 });
      if (url === '/api/session') return new Response(JSON.stringify({ user: null }), { status: 200 });
      throw new Error(`unexpected request to ${url}`);
    }),
  );
afterEach(() => vi.unstubAllGlobals());

const control = (regenerate = vi.fn()): PartsControl => ({
  tool: 'growth-plan',
  id: 1,
  version: 1,
  results: {},
  editing: null,
  closedEdit: null,
  refining: null,
  busy: false,
  cancellingRefine: false,
  startEdit: vi.fn(),
  stopEdit: vi.fn(),
  saveEdit: vi.fn(),
  regenerate,
  cancelRefine: vi.fn(),
  failed: vi.fn(),
});

function open(parts: PartsControl) {
  renderScreen(
    <PartsContext.Provider value={parts}>
      <PartActions path="strategy/phases/0" label="Foundation" />
    </PartsContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Foundation' }));
}

describe('the regenerate dialog', () => {
  it('in demo mode says what the demo can apply, and sends the instruction as typed', async () => {
    serve('demo');
    const regenerate = vi.fn();
    open(control(regenerate));
    expect(await screen.findByText(DEMO_REDRAFT_NOTE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Instruction (optional)'), { target: { value: 'punchier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(regenerate).toHaveBeenCalledWith('strategy/phases/0', 'punchier');
  });

  it('with a model, says nothing of the demo', async () => {
    serve('openai');
    open(control());
    expect(await screen.findByRole('dialog', { name: 'Regenerate Foundation' })).toBeTruthy();
    // The server has said which provider answers, and the dialog has drawn again since.
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/meta')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(DEMO_REDRAFT_NOTE)).toBeNull();
  });
});
