// "Redraft with AI" for a change request: the refine of that section (the versions' regenerate)
// answering the request (`changeRequestId`: the server takes the client's words as the instruction,
// with the owner's own optional addition after them, labelled, and records the version as a change
// request's). A version the client accepted cannot change in
// place (409 ACCEPTED_VERSION_MESSAGE): the owner is asked, and the same refine makes a new version.
import { ACCEPTED_VERSION_MESSAGE, type ChangeRequestRecord } from '@growth-suite/shared/tools/proposal/send';
import { App } from 'antd';
import { errorMessage } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { isCancelled } from '../../../lib/tools/api.ts';
import type { ToolFrame } from '../../../lib/tools/useToolScreen.ts';
import { isAcceptedVersion, isStale, useReloadItem, type RefineInput } from '../../../lib/versions/api.ts';

export function useRedraft(screen: Pick<ToolFrame, 'tool' | 'id' | 'version' | 'refine' | 'pending'>) {
  const { modal } = App.useApp();
  const toast = useToast();
  const reload = useReloadItem(screen.tool, screen.id);

  /** Whether the section was redrafted (a new or changed version saved). */
  async function run(input: RefineInput): Promise<boolean> {
    try {
      const answer = await screen.refine.start(input);
      if (answer) toast.success('Redrafted', `Version ${answer.version} is now the current one. Review it, then share it with your client.`);
      return Boolean(answer);
    } catch (error) {
      if (isAcceptedVersion(error) && !input.newVersion) {
        const confirmed = await modal.confirm({
          title: 'Make a new version?',
          content: ACCEPTED_VERSION_MESSAGE,
          okText: 'Make a new version',
          cancelText: 'Cancel',
        });
        if (confirmed) return run({ ...input, newVersion: true });
      } else if (isCancelled(error)) {
        toast.info('Redraft cancelled', 'Nothing was changed.');
      } else if (isStale(error)) {
        toast.error('The proposal changed meanwhile', 'It was reloaded: redraft again from the current version.');
        void reload();
      } else {
        toast.error('Could not redraft', errorMessage(error));
      }
      return false;
    }
  }

  return {
    /** A refine or a generation runs: one change at a time. */
    busy: screen.pending || screen.refine.isPending,
    redraft: (request: ChangeRequestRecord, addition = '') =>
      screen.version === null
        ? Promise.resolve(false)
        : run({ path: request.path, changeRequestId: request.id, baseVersion: screen.version, ...(addition.trim() ? { instruction: addition.trim() } : {}) }),
  };
}
