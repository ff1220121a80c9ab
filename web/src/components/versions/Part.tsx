// One part of a result where a result view draws it: its actions (Regenerate, Edit), the hand-edit
// form in its place while it is edited, and, while it is regenerated, the part alone marked as
// being written (the rest of the result stays as it is, readable and usable).
import { LoadingOutlined, StopOutlined } from '@ant-design/icons';
import { partLabel } from '@growth-suite/shared';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { WritingContext } from '../tool/writing.ts';
import { useParts } from './context.ts';
import { PartActions } from './PartActions.tsx';
import { PartEditor } from './PartEditor.tsx';
import './versions.css';

/**
 * `inline`: the actions follow the content on its line (a list entry); else they head the part.
 */
export function Part({ path, inline = false, children }: { path: string; inline?: boolean; children: ReactNode }) {
  const parts = useParts();
  if (!parts) return <>{children}</>;
  const label = partLabel(parts.tool, path, parts.results);
  if (parts.editing === path) return <PartEditor path={path} label={label} />;
  if (parts.refining === path) {
    return (
      <div className="part is-writing" aria-busy="true">
        <div className="part-writing-row">
          <Space role="status" aria-live="polite">
            <LoadingOutlined />
            <Typography.Text strong>{parts.cancellingRefine ? 'Cancelling…' : `Writing ${label}…`}</Typography.Text>
          </Space>
          <Button size="small" icon={<StopOutlined />} onClick={parts.cancelRefine} disabled={parts.cancellingRefine}>
            Cancel
          </Button>
        </div>
        <WritingContext.Provider value={true}>{children}</WritingContext.Provider>
      </div>
    );
  }
  return (
    <div className={inline ? 'part part-inline' : 'part'}>
      {!inline && <PartActions path={path} label={label} />}
      <div className="part-content">{children}</div>
      {inline && <PartActions path={path} label={label} compact />}
    </div>
  );
}
