// One part of a result where a result view draws it: its actions (Regenerate, Edit) on its heading's
// row, so they are seen to belong to it; the hand-edit form in its place while it is edited; while
// it is regenerated, the part alone marked as being written (the rest of the result stays as it
// is, readable and usable); and, in a comparison of two versions, whether it changed.
import { LoadingOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useContext, type ReactNode } from 'react';
import { WritingContext } from '../tool/writing.ts';
import { changeAnchor, useCompare, type PartChange } from './compareContext.ts';
import { PartViewsContext, useParts, type PartViews } from './context.ts';
import './versions.css';

interface PartProps {
  path: string;
  /** The actions follow the content on its line (a list entry, a table cell). */
  inline?: boolean;
  /** The part's heading (a phase's name, a niche's name): drawn with the actions on its row. */
  heading?: ReactNode;
  /** The heading is drawn by the view around the part (a card's title, with PartTitle): no actions here. */
  titled?: boolean;
  children: ReactNode;
}

/** A heading with the part's actions on its row (they wrap under it when the row is too narrow). */
function HeadRow({ heading, actions }: { heading: ReactNode; actions?: ReactNode }) {
  return (
    <div className="part-head">
      <div className="part-heading">{heading}</div>
      {actions}
    </div>
  );
}

export function Part({ path, inline = false, heading, titled = false, children }: PartProps) {
  const parts = useParts();
  const compare = useCompare();
  // Regenerate, Edit and the form come with the screen that offers them (PartViewsContext).
  const { Actions, Editor, Diff, label: labelOf } = useContext(PartViewsContext);
  if (compare && Diff) return <ComparedPart change={compare.changes.get(path)} anchor={changeAnchor(compare.to, path)} inline={inline} heading={heading} Diff={Diff}>{children}</ComparedPart>;
  if (!parts || !Actions || !Editor || !labelOf) {
    return (
      <>
        {heading !== undefined && <HeadRow heading={heading} />}
        {children}
      </>
    );
  }
  const label = labelOf(parts.tool, path, parts.results);
  if (parts.editing === path) return <Editor path={path} label={label} />;
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
        <WritingContext.Provider value={true}>
          {heading !== undefined && <HeadRow heading={heading} />}
          {children}
        </WritingContext.Provider>
      </div>
    );
  }
  if (inline) {
    return (
      <div className="part part-inline">
        <div className="part-content">{children}</div>
        <Actions path={path} label={label} compact />
      </div>
    );
  }
  return (
    <div className="part">
      {heading !== undefined ? <HeadRow heading={heading} actions={<Actions path={path} label={label} />} /> : !titled && <Actions path={path} label={label} />}
      <div className="part-content">{children}</div>
    </div>
  );
}

/**
 * A title drawn by the view around a part (a card's title) with the part's actions beside it; the
 * part itself is then `titled`. Outside a saved result's screen it is the title alone.
 */
export function PartTitle({ path, children }: { path: string; children: ReactNode }) {
  const parts = useParts();
  const compare = useCompare();
  const { Actions, label: labelOf } = useContext(PartViewsContext);
  if (!parts || compare || !Actions || !labelOf) return <>{children}</>;
  return <HeadRow heading={children} actions={<Actions path={path} label={labelOf(parts.tool, path, parts.results)} />} />;
}

/**
 * A part in a comparison. Unchanged, it is drawn as the view draws it; changed, it is marked (an
 * edge and a "Changed" tag, and named so for screen readers) and its words are shown with the
 * added ones underlined and the removed ones struck through.
 */
function ComparedPart({ change, anchor, inline, heading, Diff, children }: { change: PartChange | undefined; anchor: string; inline: boolean; heading: ReactNode; Diff: NonNullable<PartViews['Diff']>; children: ReactNode }) {
  if (!change) {
    return (
      <div className={inline ? 'part part-inline' : 'part'}>
        {heading !== undefined && <HeadRow heading={heading} />}
        <div className="part-content">{children}</div>
      </div>
    );
  }
  const tag = (
    <Tag className={change.kind === 'added' ? 'part-changed-tag is-added' : 'part-changed-tag'}>
      {change.kind === 'added' ? 'Added' : 'Changed'}
    </Tag>
  );
  return (
    // Focusable, so the comparison's summary can take the keyboard to it.
    <section id={anchor} tabIndex={-1} className={inline ? 'part part-changed part-changed-inline' : 'part part-changed'} aria-label={`${change.label}: ${change.kind === 'added' ? 'added' : 'changed'}`}>
      {inline ? tag : <HeadRow heading={<Typography.Text strong>{change.label}</Typography.Text>} actions={tag} />}
      <div className="part-diff">
        <Diff before={change.before} after={change.after} />
      </div>
    </section>
  );
}
