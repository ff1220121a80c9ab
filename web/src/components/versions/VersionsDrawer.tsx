// The version panel: every version of the result, newest first — its number and name, who made it
// (AI or you), what it is, when — with Restore, Download and Share (a link to it as it was) on the
// older ones, a name given in place (the pencil; Enter saves, Esc cancels), and any two of them
// compared as the document reads (the current one and the one before it to begin with).
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { TOOL_SLUGS, VERSION_NAME_MAX } from '@growth-suite/shared';
import type { VersionSummary } from '@growth-suite/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Grid, Input, List, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useNameVersion, useRestoreVersion, versionsQuery } from '../../lib/versions/api.ts';
import { ExportMenu } from '../tool/ExportMenu.tsx';
import { ShareButton } from '../tool/ShareButton.tsx';
import { useParts } from './context.ts';
import { describeVersion, versionAuthor } from './describeVersion.ts';
import { VersionCompare } from './VersionCompare.tsx';
import './versions.css';
import { useDateFormat } from '../../lib/dates.ts';

export default function VersionsDrawer({ request, onClose }: { request: unknown; onClose: () => void }) {
  const parts = useParts();
  const toast = useToast();
  const screens = Grid.useBreakpoint();
  const when = useDateFormat();
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
    // Wide enough for the result view a comparison is drawn with (its columns as on a tablet).
    <Drawer open onClose={onClose} title="Versions" size={screens.lg ? 880 : screens.md ? 640 : '100%'} destroyOnHidden>
      {versions.isPending ? (
        <Spin aria-label="Loading versions" />
      ) : versions.isError ? (
        <Alert type="error" showIcon title="Could not load the versions" description={errorMessage(versions.error)} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {/* The list first, kept to part of the panel's height: the comparison under it can be a whole document. */}
          <div className="versions-list-box">
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
                          <VersionName version={version} />
                        </Space>
                        <div>{what}</div>
                        <Typography.Text type="secondary">{when(version.createdAt)}</Typography.Text>
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
          </div>
          {compared.length === 2 ? (
            <VersionCompare tool={parts.tool} id={parts.id} from={compared[0]!} to={compared[1]!} />
          ) : (
            <Typography.Text type="secondary">Select two versions to compare them.</Typography.Text>
          )}
        </Space>
      )}
    </Drawer>
  );
}

/**
 * A version's name, given or changed in place: the pencil opens a field (Enter saves, Esc cancels,
 * and the keyboard goes back to the pencil); an emptied name clears it. The server checks the length.
 */
function VersionName({ version }: { version: VersionSummary }) {
  const parts = useParts();
  const toast = useToast();
  const rename = useNameVersion(parts?.tool ?? TOOL_SLUGS[0], parts?.id ?? 0);
  const [draft, setDraft] = useState<string | null>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (back && draft === null) pencil.current?.focus();
  }, [back, draft]);
  const close = () => {
    setDraft(null);
    setBack(true);
  };
  const tooLong = (draft ?? '').trim().length > VERSION_NAME_MAX;
  const save = () => {
    if (draft === null || tooLong) return;
    const name = draft.trim();
    if (name === (version.name ?? '')) return close();
    rename.mutate({ number: version.number, name: name || null }, { onSuccess: close, onError: (error) => toast.error('Could not name the version', errorMessage(error)) });
  };

  if (draft !== null) {
    return (
      <div className="version-name-row">
        <Input
          size="small"
          // The field is opened for this one edit: typing can start at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-label={`Name of version ${version.number}`}
          placeholder="e.g. Sent to the client"
          value={draft}
          status={tooLong ? 'error' : undefined}
          showCount={{ formatter: ({ count }: { count: number }) => `${count} / ${VERSION_NAME_MAX}` }}
          style={{ flex: '1 1 180px', maxWidth: 320 }}
          disabled={rename.isPending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              // Esc leaves the field, not the panel around it.
              event.stopPropagation();
              close();
            }
          }}
        />
        <Button size="small" type="text" icon={<CheckOutlined />} aria-label={`Save the name of version ${version.number}`} onClick={save} loading={rename.isPending} disabled={tooLong} />
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Cancel" onClick={close} disabled={rename.isPending} />
        {tooLong && (
          <Typography.Text type="danger" role="alert" style={{ flexBasis: '100%' }}>
            Keep the name under {VERSION_NAME_MAX} characters
          </Typography.Text>
        )}
      </div>
    );
  }
  const label = version.name ? `Rename version ${version.number}` : `Name version ${version.number}`;
  return (
    <div className="version-name-row">
      {version.name && <Typography.Text italic>“{version.name}”</Typography.Text>}
      <Tooltip title={label}>
        <Button ref={pencil} size="small" type="text" icon={<EditOutlined />} aria-label={label} onClick={() => setDraft(version.name ?? '')}>
          {version.name ? null : 'Name'}
        </Button>
      </Tooltip>
    </div>
  );
}
