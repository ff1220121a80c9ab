// How the version panel names a version: who made it and what it is, in words.
import { partLabel, type ToolSlug } from '@growth-suite/shared';
import type { VersionSummary } from '@growth-suite/shared/contract';

export const versionAuthor = (version: VersionSummary) => (version.author === 'ai' ? 'AI' : 'You');

const QUOTE_MAX = 60;
const quote = (text: string) => `“${text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text}”`;

/** "Original", "Regenerated Email 2 — “shorter…”", "Edited Phase 2 · Growth", "Restored version 3". */
export function describeVersion(tool: ToolSlug, version: VersionSummary, results: unknown): string {
  const part = version.label ?? (version.path ? partLabel(tool, version.path, results) : undefined);
  switch (version.kind) {
    case 'original':
      return 'Original';
    case 'regenerate':
      return `Regenerated ${part ?? 'the result'}${version.instruction ? ` — ${quote(version.instruction)}` : ''}`;
    case 'edit':
      return part ? `Edited ${part}` : 'Edited by hand';
    case 'restore':
      return version.restoredFrom ? `Restored version ${version.restoredFrom}` : 'Restored an earlier version';
    case 'change-request':
      return `Redrafted ${part ?? 'the result'} for the client's request${version.instruction ? ` — ${quote(version.instruction)}` : ''}`;
  }
}
