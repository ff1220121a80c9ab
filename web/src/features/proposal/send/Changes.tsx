// "What changed since the last version": each section the owner changed, as a word diff of its
// text before and after. Additions and deletions are marked for everyone: underlined and struck
// through, and named for screen readers, not by colour alone. Loaded only when there are changes.
import type { SectionChange } from '@growth-suite/shared/tools/proposal/send';
import { WordDiff } from '../../../components/versions/WordDiff.tsx';

export default function Changes({ changes }: { changes: SectionChange[] }) {
  return (
    <section className="sent-card sent-changes" aria-labelledby="sent-changes-title">
      <h2 id="sent-changes-title" className="sent-h2">
        What changed since the last version
      </h2>
      <p className="sent-muted">
        Compared with the version sent before: <ins>added</ins> and <del>removed</del> words are marked.
      </p>
      {changes.map((change) => (
        <SectionDiff key={change.path} change={change} />
      ))}
    </section>
  );
}

export function SectionDiff({ change }: { change: SectionChange }) {
  return (
    <div className="sent-diff" role="group" aria-label={`Changes to ${change.label}`}>
      <h3 className="sent-h3">{change.label}</h3>
      <p className="sent-diff-text">
        <WordDiff before={change.before} after={change.after} />
      </p>
    </div>
  );
}
