// Two versions compared as the result reads: the newer one drawn by the tool's own result view, each
// section (part) that changed marked — an edge and a "Changed" tag, named for screen readers — with
// its words added underlined and removed struck through; unchanged sections drawn as they are. A
// summary names the changed sections and takes the keyboard to each. "Compare as text" keeps the
// word diff of the whole text (Copy All's), which also shows changes outside the sections.
import type { ToolSlug } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Tag, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { versionQuery } from '../../lib/versions/api.ts';
import { changeAnchor, CompareContext, compareResults } from './compare.ts';
import { PartsContext, PartViewsContext, type PartViews } from './context.ts';
import { useResultView } from './resultView.ts';
import { VersionDiff } from './VersionDiff.tsx';
import { WordDiff } from './WordDiff.tsx';

/** A changed part shows its words' diff. */
const COMPARING: PartViews = { Diff: WordDiff };

export function VersionCompare({ tool, id, from, to }: { tool: ToolSlug; id: number; from: number; to: number }) {
  const drawResult = useResultView();
  const [asText, setAsText] = useState(false);
  const older = useQuery(versionQuery(tool, id, from));
  const newer = useQuery(versionQuery(tool, id, to));
  const comparison = useMemo(
    () => (older.data && newer.data ? compareResults(tool, from, to, older.data.results, newer.data.results) : null),
    [tool, from, to, older.data, newer.data],
  );

  const error = older.error ?? newer.error;
  if (error) return <Alert type="error" showIcon title="Could not load the versions" description={errorMessage(error)} />;
  if (!comparison || !newer.data) return <Spin aria-label="Loading the comparison" />;
  const changes = [...comparison.changes.values()];
  const drawn = changes.filter((change) => change.kind !== 'removed');
  const removed = changes.filter((change) => change.kind === 'removed');
  const same = changes.length === 0 && !comparison.otherChanges;

  function jump(path: string) {
    const section = document.getElementById(changeAnchor(to, path));
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }

  const toggle = (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setAsText((value) => !value)}>
      {asText ? 'Show as the document' : 'Compare as text'}
    </Button>
  );
  if (asText) {
    return (
      <div>
        <div className="compare-summary">{toggle}</div>
        <VersionDiff tool={tool} id={id} from={from} to={to} />
      </div>
    );
  }
  return (
    <div>
      <div className="compare-summary">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {same ? (
            `Versions ${from} and ${to} have the same text.`
          ) : (
            <>
              Version {to} compared with version {from}: changed sections are marked, with <ins className="diff-key">added</ins> and <del className="diff-key">removed</del> words.
            </>
          )}
        </Typography.Paragraph>
        {drawn.length > 0 && (
          <nav aria-label="Changed sections" className="compare-jumps">
            <Typography.Text>{drawn.length === 1 ? '1 section changed: ' : `${drawn.length} sections changed: `}</Typography.Text>
            {drawn.map((change) => (
              <Button key={change.path} type="link" size="small" style={{ paddingInline: 4 }} onClick={() => jump(change.path)}>
                {change.label}
              </Button>
            ))}
          </nav>
        )}
        {comparison.otherChanges && <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>Details outside these sections changed too: compare as text to see them.</Typography.Paragraph>}
        {toggle}
      </div>
      <div className="compare-view" role="region" aria-label={`Changes from version ${from} to version ${to}`}>
        {removed.map((change) => (
          <section key={change.path} className="part part-changed" aria-label={`${change.label}: removed`}>
            <div className="part-head">
              <Typography.Text strong>{change.label}</Typography.Text>
              <Tag className="part-changed-tag is-removed">Removed</Tag>
            </div>
            <div className="part-diff">
              <WordDiff before={change.before} after="" />
            </div>
          </section>
        ))}
        {/* Read-only: no Regenerate or Edit in a comparison. */}
        <PartsContext.Provider value={null}>
          <PartViewsContext.Provider value={COMPARING}>
            <CompareContext.Provider value={comparison}>
              <Suspense fallback={<Spin aria-label="Loading the comparison" />}>{drawResult?.(tool, newer.data.results)}</Suspense>
            </CompareContext.Provider>
          </PartViewsContext.Provider>
        </PartsContext.Provider>
      </div>
    </div>
  );
}
