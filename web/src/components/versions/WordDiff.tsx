// Words added and removed between two texts, marked for everyone: underlined and struck through,
// and named ("added", "removed") for screen readers, not by colour alone.
import { useMemo } from 'react';
import { wordDiff } from '../../lib/wordDiff.ts';
import './diff.css';

export function WordDiff({ before, after }: { before: string; after: string }) {
  const pieces = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <>
      {pieces.map((piece, i) =>
        piece.kind === 'added' ? (
          <ins key={i}>
            <span className="visually-hidden">[added: </span>
            {piece.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : piece.kind === 'removed' ? (
          <del key={i}>
            <span className="visually-hidden">[removed: </span>
            {piece.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
