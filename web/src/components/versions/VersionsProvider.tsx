// The versions side of a saved result's screen: which part is edited, regenerating a part (its
// outcome as toasts), and the dialog for a change made from a version that is no longer current
// (another tab changed the result: 409). A version its reader accepted never changes (409 too): the
// user is asked, and the same change is made as a new version. Provided around the whole screen, so
// the badge row's Versions and Undo and the result view's parts share it.
import { partLabel } from '@growth-suite/shared';
import { ACCEPTED_VERSION_MESSAGE } from '@growth-suite/shared/contract';
import { App, Button, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { isCancelled } from '../../lib/tools/api.ts';
import type { ToolFrame } from '../../lib/tools/useToolScreen.ts';
import { isAcceptedVersion, isStale, useEditResults, useReloadItem, type RefineInput } from '../../lib/versions/api.ts';
import { PartsContext, PartViewsContext, type PartsControl, type PartViews } from './context.ts';
import { PartActions } from './PartActions.tsx';
import { PartEditor } from './PartEditor.tsx';

/** A saved result's parts offer Regenerate and Edit, and the hand-edit form. */
const EDITING: PartViews = { Actions: PartActions, Editor: PartEditor, label: partLabel };

export const STALE_TITLE = 'This result was changed in another tab or window';

export function VersionsProvider({ screen, children }: { screen: ToolFrame; children: ReactNode }) {
  const toast = useToast();
  const { modal } = App.useApp();
  const { tool, id, version, results, refine } = screen;
  /** After a 409 on an accepted version: whether to make the change as a new version. */
  const confirmNewVersion = async (): Promise<boolean> =>
    await modal.confirm({ title: 'Make a new version?', content: ACCEPTED_VERSION_MESSAGE, okText: 'Make a new version', cancelText: 'Cancel' });
  // The part open in its form, of this item (another item opened on the same screen starts closed).
  const [open, setOpen] = useState<{ id: number | undefined; path: string } | null>(null);
  const editing = open !== null && open.id === id ? open.path : null;
  const setEditing = (path: string | null) => setOpen(path === null ? null : { id, path });
  const [closedEdit, setClosedEdit] = useState<string | null>(null);
  const stopEditing = () => {
    setClosedEdit(editing);
    setEditing(null);
  };
  const [stale, setStale] = useState(false);
  const edit = useEditResults(tool, id ?? 0);
  const reload = useReloadItem(tool, id);
  // A saved result, not being replaced by a new generation (its parts then are the new result's).
  const saved = (screen.itemState === 'saved' || screen.itemState === 'fresh') && !screen.pending;

  // Made at every render: its consumers are the parts of this one screen, drawn with it anyway.
  const control: PartsControl | null = saved && id !== undefined && version !== null && results !== null ? makeControl(id, version, results) : null;
  function makeControl(id: number, version: number, results: unknown): PartsControl {
    const failed = (error: unknown, title: string) => {
      if (isStale(error)) setStale(true);
      else toast.error(title, errorMessage(error));
    };
    return {
      tool,
      id,
      version,
      results,
      editing,
      closedEdit,
      refining: screen.refining,
      busy: screen.pending || refine.isPending || edit.isPending,
      cancellingRefine: refine.isCancelling,
      startEdit: setEditing,
      stopEdit: stopEditing,
      async saveEdit(path, next) {
        let answer;
        try {
          answer = await edit.mutateAsync({ results: next, baseVersion: version, path });
        } catch (error) {
          if (isStale(error)) setStale(true);
          if (!isAcceptedVersion(error) || !(await confirmNewVersion())) throw error;
          answer = await edit.mutateAsync({ results: next, baseVersion: version, path, newVersion: true });
        }
        stopEditing();
        // Saving what is already there makes no version.
        if (answer.version === version) toast.info('No changes', 'The result is as it was.');
        else toast.success('Saved', `Version ${answer.version} is now the current one.`);
      },
      regenerate(path, instruction) {
        setEditing(null);
        const trimmed = instruction.trim();
        const run = (input: RefineInput): Promise<void> =>
          refine
            .start(input)
            .then((answer) => void (answer && toast.success('Regenerated', `Version ${answer.version} is now the current one.`)))
            .catch(async (error: unknown) => {
              if (isCancelled(error)) toast.info('Regeneration cancelled', 'Nothing was changed.');
              else if (isAcceptedVersion(error) && !input.newVersion) {
                if (await confirmNewVersion()) await run({ ...input, newVersion: true });
              } else failed(error, 'Could not regenerate');
            });
        void run({ path, baseVersion: version, ...(trimmed ? { instruction: trimmed } : {}) });
      },
      cancelRefine() {
        refine.cancel().catch((error: unknown) => toast.error('Could not cancel', errorMessage(error)));
      },
      failed,
    };
  }

  return (
    <PartsContext.Provider value={control}>
      <PartViewsContext.Provider value={EDITING}>{children}</PartViewsContext.Provider>
      <Modal
        open={stale}
        title={STALE_TITLE}
        onCancel={() => setStale(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              setStale(false);
              setEditing(null);
              void reload();
            }}
          >
            Reload
          </Button>
        }
      >
        <Typography.Paragraph>Your change was not saved. Reload to see the current version, then make your change again.</Typography.Paragraph>
      </Modal>
    </PartsContext.Provider>
  );
}
