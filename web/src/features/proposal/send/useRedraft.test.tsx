import { ACCEPTED_VERSION_MESSAGE, type ChangeRequestRecord } from '@growth-suite/shared/tools/proposal/send';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import type { ToolFrame } from '../../../lib/tools/useToolScreen.ts';
import { renderScreen } from '../../../test/render.tsx';
import { useRedraft } from './useRedraft.ts';

const request: ChangeRequestRecord = { id: 7, version: 1, path: 'scope/phases/1', label: 'Phase 2', comment: 'Can phase 2 start in May?', createdAt: '2026-11-26T10:00:00.000Z', answeredInVersion: null, kind: 'change', state: 'open', replies: [] };

function Harness({ start, addition }: { start: (input: unknown) => Promise<unknown>; addition?: string }) {
  const frame = { tool: 'proposal', id: 3, version: 1, pending: false, refine: { start, isPending: false } } as unknown as ToolFrame;
  const redraft = useRedraft(frame);
  return (
    <button type="button" onClick={() => void redraft.redraft(request, addition)}>
      Redraft
    </button>
  );
}

describe('Redraft with AI from a change request', () => {
  it('refines the request’s section answering it; on an accepted version, asks, then makes a new version', async () => {
    const start = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, ACCEPTED_VERSION_MESSAGE))
      .mockResolvedValueOnce({ version: 2, results: {} });
    renderScreen(<Harness start={start} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redraft' }));
    expect(await screen.findByText(ACCEPTED_VERSION_MESSAGE)).toBeTruthy();
    expect(start).toHaveBeenCalledWith({ path: 'scope/phases/1', changeRequestId: 7, baseVersion: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Make a new version' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(start).toHaveBeenLastCalledWith({ path: 'scope/phases/1', changeRequestId: 7, baseVersion: 1, newVersion: true });
    expect(await screen.findByText('Redrafted')).toBeTruthy();
  });

  it('does nothing more when the owner declines the new version', async () => {
    const start = vi.fn().mockRejectedValueOnce(new ApiError(409, ACCEPTED_VERSION_MESSAGE));
    renderScreen(<Harness start={start} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redraft' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Redrafted')).toBeNull();
  });

  it('sends the owner’s own addition as the instruction (the server puts it after the client’s words); blank adds nothing', async () => {
    const start = vi.fn().mockResolvedValue({ version: 2, results: {} });
    renderScreen(<Harness start={start} addition="  Keep the price unchanged " />);
    fireEvent.click(screen.getByRole('button', { name: 'Redraft' }));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ path: 'scope/phases/1', changeRequestId: 7, baseVersion: 1, instruction: 'Keep the price unchanged' }));
  });
});
