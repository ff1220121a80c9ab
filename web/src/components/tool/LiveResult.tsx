// A result while it is still being written: drawn by the tool's own result component (so nothing
// moves when the final result replaces it), marked busy, its actions (copy, create another) out of
// reach until it is complete. The "Writing…" state itself shows in the badge row and the progress
// panel (ToolShell), where the final result's "Saved to History" row then takes its place.
import type { ReactNode } from 'react';

export function LiveResult({ writing, children }: { writing: boolean; children: ReactNode }) {
  if (!writing) return <>{children}</>;
  return (
    <div className="live-result" aria-busy="true" inert>
      {children}
    </div>
  );
}
