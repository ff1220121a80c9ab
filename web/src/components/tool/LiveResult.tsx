// The place of a tool's result on its screen, while it is written and once it is complete: the same
// element either way, so the result component is never remounted and nothing moves (or loses its
// open tab) when the final result replaces the partial one. While it is written it is marked busy
// (aria-busy: assistive technology waits for the end), outlined, and its actions are disabled by
// the result components themselves (useWriting). The "Writing…" state shows in the badge row and the
// progress panel (ToolShell).
import { Spin } from 'antd';
import { useContext, type ReactNode } from 'react';
import { ResultAnchorContext, WritingContext } from './writing.ts';
import { Boundary } from '../../lib/boundary.tsx';

export function LiveResult({ writing, empty = false, children }: { writing: boolean; empty?: boolean; children: ReactNode }) {
  const anchor = useContext(ResultAnchorContext);
  return (
    <div
      ref={anchor}
      tabIndex={-1}
      // A placeholder (the cold email preview before any generation) is no result yet.
      {...(empty ? {} : { role: 'region', 'aria-label': 'Result' })}
      aria-busy={writing}
      className={writing ? 'live-result is-writing' : 'live-result'}
    >
      <WritingContext.Provider value={writing}>
        {/* A tool's result view loads with its first result (its own chunk, not the empty form's): here,
            not the whole screen, waits for it. */}
        <Boundary
          fallback={
            <div className="centered-spinner" role="status" aria-label="Loading the result">
              <Spin />
            </div>
          }
        >
          {children}
        </Boundary>
      </WritingContext.Provider>
    </div>
  );
}
