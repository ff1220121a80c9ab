// What can be done with a saved result once it is on screen: use it in a next step, download it,
// share it, and its versions. Its own chunk (ToolShell loads it with the saved item), so the empty
// form of a tool screen does not load the export, share and versions code, nor every tool's schemas
// that some of them read.
import { Space } from 'antd';
import type { ToolFrame } from '../../lib/tools/useToolScreen.ts';
import { VersionsBar } from '../versions/VersionsBar.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { NextStepMenu } from './NextStepMenu.tsx';
import { ShareButton } from './ShareButton.tsx';

export default function ItemActions({ screen, id, results }: { screen: ToolFrame; id: number; results: unknown }) {
  return (
    // Their own row of spaced items: inside the badge's Space a fragment is one item, and the
    // buttons touched.
    <Space wrap size={8}>
      <NextStepMenu tool={screen.tool} id={id} clientId={screen.links?.client?.id ?? null} size="small" />
      <ExportMenu tool={screen.tool} record={{ id, request: screen.savedRequest, results }} size="small" />
      <ShareButton tool={screen.tool} id={id} size="small" />
      <VersionsBar request={screen.savedRequest} />
    </Space>
  );
}
