// The saved result's version actions in its badge row: "Versions (n)" opens the panel, and "Undo"
// (once the result has changed) brings the previous version back as a new one, in one click.
import { HistoryOutlined, UndoOutlined } from '@ant-design/icons';
import { TOOL_SLUGS } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '../../lib/toast.ts';
import { useRestoreVersion, versionsQuery } from '../../lib/versions/api.ts';
import { useParts } from './context.ts';

// The panel (and the diff library) load when it is first opened.
const VersionsDrawer = lazy(() => import('./VersionsDrawer.tsx'));

export function VersionsBar({ request }: { request: unknown }) {
  const parts = useParts();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const versions = useQuery({ ...versionsQuery(parts?.tool ?? TOOL_SLUGS[0], parts?.id ?? 0), enabled: parts !== null });
  const restore = useRestoreVersion(parts?.tool ?? TOOL_SLUGS[0], parts?.id ?? 0);
  if (!parts) return null;
  const { version } = parts;
  // The version before the current one still kept (old AI drafts may have been pruned).
  const previous = versions.data?.find((v) => v.number < version)?.number ?? version - 1;

  function undo() {
    restore.mutate(
      { number: previous, baseVersion: version },
      {
        onSuccess: (answer) => toast.success('Undone', `Version ${previous} is back, as version ${answer.version}.`),
        onError: (error) => parts?.failed(error, 'Could not undo'),
      },
    );
  }

  const count = versions.data?.length;
  return (
    <>
      <Button size="small" icon={<HistoryOutlined />} aria-haspopup="dialog" aria-label={count === undefined ? 'Versions' : `Versions (${count})`} onClick={() => setOpen(true)}>
        {count === undefined ? 'Versions' : `Versions (${count})`}
      </Button>
      {version > 1 && (
        <Button size="small" icon={<UndoOutlined />} onClick={undo} loading={restore.isPending} disabled={parts.busy || restore.isPending} aria-label={`Undo: back to version ${previous}`}>
          Undo
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <VersionsDrawer request={request} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
