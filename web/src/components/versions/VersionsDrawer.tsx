// The version panel: every version of the result, newest first — its number, who made it (AI or
// you), what it is, when — with Restore, Download and Share (a link to it as it was) on the older ones, and any two of them
// compared word by word (the current one and the one before it to begin with).
import { formatDateTime, TOOL_SLUGS } from '@growth-suite/shared';
import type { VersionSummary } from '@growth-suite/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Grid, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useRestoreVersion, versionsQuery } from '../../lib/versions/api.ts';
import { ExportMenu } from '../tool/ExportMenu.tsx';
import { ShareButton } from '../tool/ShareButton.tsx';
import { useParts } from './context.ts';
import { describeVersion, versionAuthor } from './describeVersion.ts';
import { VersionDiff } from './VersionDiff.tsx';
import './versions.css';

export default function VersionsDrawer({ request, onClose }: { request: unknown; onClose: () => void }) {
  const parts = useParts();
  const toast = useToast();
  const screens = Grid.useBreakpoint();
  const versions = useQuery({ ...versionsQuery(parts?.tool ?? TOOL_SLUGS[0], parts?.id ?? 0), enabled: parts !== null });
  const restore = useRestoreVersion(parts?.tool ?? TOOL_SLUGS[0], parts?.id ?? 0);
  // The two compared (null: the current one and the one before it).
  const [picked, setPicked] = useState<number[] | null>(null);
  if (!parts) return null;
  const list = versions.data ?? [];
  const compared = (picked ?? list.slice(0, 2).map((v) => v.number)).slice(0, 2).sort((a, b) => a - b);

  function toggle(number: number) {
    const current = picked ?? compared;
    // A third pick replaces the earlier of the two.
    setPicked(current.includes(number) ? current.filter((n) => n !== number) : [...current.slice(-1), number]);
  }

  function restoreTo(version: VersionSummary) {
    if (!parts) return;
    restore.mutate(
      { number: version.number, baseVersion: parts.version },
      {
        onSuccess: (answer) => {
          toast.success('Restored', `Version ${version.number} is back, as version ${answer.version}.`);
          setPicked(null);
        },
        onError: (error) => parts.failed(error, 'Could not restore'),
      },
    );
  }

  return (
    <Drawer open onClose={onClose} title="Versions" size={screens.md ? 560 : '100%'} destroyOnHidden>
      {versions.isPending ? (
        <Spin aria-label="Loading versions" />
      ) : versions.isError ? (
        <Alert type="error" showIcon title="Could not load the versions" description={errorMessage(versions.error)} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {compared.length === 2 ? (
            <VersionDiff tool={parts.tool} id={parts.id} from={compared[0]!} to={compared[1]!} />
          ) : (
            <Typography.Text type="secondary">Select two versions to compare them.</Typography.Text>
          )}
          <List
            aria-label="Versions, newest first"
            dataSource={list}
            renderItem={(version) => {
              const current = version.number === parts.version;
              const what = describeVersion(parts.tool, version, parts.results);
              return (
                <List.Item className="version-row">
                  <div className="version-row-main">
                    <Checkbox checked={compared.includes(version.number)} onChange={() => toggle(version.number)} aria-label={`Compare version ${version.number}`} />
                    <div>
                      <Space size={6} wrap>
                        <Typography.Text strong>Version {version.number}</Typography.Text>
                        <Tag>{versionAuthor(version)}</Tag>
                        {current && <Tag color="blue">Current</Tag>}
                      </Space>
                      <div>{what}</div>
                      <Typography.Text type="secondary">{formatDateTime(version.createdAt)}</Typography.Text>
                    </div>
                  </div>
                  {!current && (
                    <Space size={4} wrap className="version-row-actions">
                      <Button size="small" onClick={() => restoreTo(version)} disabled={parts.busy || restore.isPending} aria-label={`Restore version ${version.number}`}>
                        Restore
                      </Button>
                      <ExportMenu tool={parts.tool} record={{ id: parts.id, request, results: null, version: version.number }} size="small" label={`Download version ${version.number}`} />
                      <ShareButton tool={parts.tool} id={parts.id} version={version.number} size="small" label={`Share version ${version.number}`} />
                    </Space>
                  )}
                </List.Item>
              );
            }}
          />
        </Space>
      )}
    </Drawer>
  );
}
