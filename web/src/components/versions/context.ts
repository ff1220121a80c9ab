// What a result view's parts need from the screen around them: which part is being edited or
// regenerated, and the actions. Only a saved result on its tool screen provides it; elsewhere (a
// shared page, a result being generated) a part is drawn as it is, with no actions.
import { createContext, useContext, type ComponentType } from 'react';
import type { ToolSlug } from '@growth-suite/shared';

export interface PartsControl {
  tool: ToolSlug;
  id: number;
  /** The current version's number (the `baseVersion` of every change). */
  version: number;
  /** The current version's results (what an edit starts from). */
  results: unknown;
  /** The part open in the hand-edit form. */
  editing: string | null;
  /** The part whose form just closed: its Edit button takes the focus back. */
  closedEdit: string | null;
  /** The part being regenerated with AI (streaming in place). */
  refining: string | null;
  /** A change is running or the result is being generated: no other change may start. */
  busy: boolean;
  cancellingRefine: boolean;
  startEdit: (path: string) => void;
  stopEdit: () => void;
  /** Saves a hand edit of the part: resolves when saved; rejects with the ApiError otherwise (a 409 is handled here). */
  saveEdit: (path: string, results: Record<string, unknown>) => Promise<void>;
  regenerate: (path: string, instruction: string) => void;
  cancelRefine: () => void;
  /** Handles a failed change: the "changed in another tab" dialog for a 409, else a toast. */
  failed: (error: unknown, title: string) => void;
}

export const PartsContext = createContext<PartsControl | null>(null);

export const useParts = () => useContext(PartsContext);

/**
 * The parts' own controls, given by the screen that uses them: Regenerate and Edit and the hand-edit
 * form (VersionsProvider), a comparison's word diff (VersionCompare). Not imported by Part itself, so a
 * result view drawn elsewhere — a shared page a client opens on a phone — loads none of their code
 * (the edit form's fields and schemas, the dialogs, the diff, every tool's part definitions).
 */
export interface PartViews {
  Actions?: ComponentType<{ path: string; label: string; compact?: boolean }>;
  Editor?: ComponentType<{ path: string; label: string }>;
  Diff?: ComponentType<{ before: string; after: string }>;
  /** A part's name (the tools' part definitions: every tool's, so it comes with the actions). */
  label?: (tool: ToolSlug, path: string, results: unknown) => string;
}

export const PartViewsContext = createContext<PartViews>({});
