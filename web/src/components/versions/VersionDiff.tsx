// Two versions compared word by word (jsdiff's diffWords) over the tool's text of each (the same
// text Copy All gives). Additions and deletions are marked as such for everyone: underlined and
// struck through, and named ("added", "removed") for screen readers, not by colour alone.
import { groupThousands, toolDefinition, type ToolSlug } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Typography } from 'antd';
import { diffWords } from 'diff';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { versionQuery } from '../../lib/versions/api.ts';
import './diff.css';

/** Unchanged text longer than this is shortened to its ends, so the changes are what one reads. */
const KEEP = 160;

/** `text` unchanged between two changes: its start and end (what the change sits in), the middle left out. */
function Unchanged({ text, first, last }: { text: string; first: boolean; last: boolean }) {
  if (text.length <= KEEP * 2 + 40) return <span>{text}</span>;
  const head = first ? '' : text.slice(0, KEEP);
  const tail = last ? '' : text.slice(-KEEP);
  const skipped = text.length - head.length - tail.length;
  return (
    <span>
      {head}
      <span className="diff-skip">{`\n⋯ ${groupThousands(skipped)} characters unchanged ⋯\n`}</span>
      {tail}
    </span>
  );
}

export function VersionDiff({ tool, id, from, to }: { tool: ToolSlug; id: number; from: number; to: number }) {
  const [whole, setWhole] = useState(false);
  const older = useQuery(versionQuery(tool, id, from));
  const newer = useQuery(versionQuery(tool, id, to));
  const changes = useMemo(() => {
    if (!older.data || !newer.data) return null;
    const text = (results: unknown) => toolDefinition(tool).asText(results as never);
    return diffWords(text(older.data.results), text(newer.data.results));
  }, [tool, older.data, newer.data]);

  const error = older.error ?? newer.error;
  if (error) return <Alert type="error" showIcon title="Could not load the versions" description={errorMessage(error)} />;
  if (!changes) return <Spin aria-label="Loading the comparison" />;
  const changed = changes.some((change) => change.added || change.removed);
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {changed ? (
          <>
            From version {from} to version {to}: <ins className="diff-key">added</ins> and <del className="diff-key">removed</del> words are marked.
          </>
        ) : (
          `Versions ${from} and ${to} have the same text.`
        )}{' '}
        {changed && (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setWhole((value) => !value)}>
            {whole ? 'Show the changes only' : 'Show the whole text'}
          </Button>
        )}
      </Typography.Paragraph>
      {/* Scrolls when long: focusable, so it scrolls from the keyboard too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div className="version-diff" role="region" aria-label={`Changes from version ${from} to version ${to}`} tabIndex={0}>
        {changes.map((change, i) =>
          change.added ? (
            <ins key={i}>
              <span className="visually-hidden">[added: </span>
              {change.value}
              <span className="visually-hidden">]</span>
            </ins>
          ) : change.removed ? (
            <del key={i}>
              <span className="visually-hidden">[removed: </span>
              {change.value}
              <span className="visually-hidden">]</span>
            </del>
          ) : whole ? (
            <span key={i}>{change.value}</span>
          ) : (
            <Unchanged key={i} text={change.value} first={i === 0} last={i === changes.length - 1} />
          ),
        )}
      </div>
    </div>
  );
}
