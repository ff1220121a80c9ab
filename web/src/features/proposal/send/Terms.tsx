// The terms the proposal was sent with (issue 53), beside the acceptance: the same blocks its PDF
// draws from the Markdown (markdownBlocks: headings, lists, paragraphs, as plain text — nothing in
// them is ever read as HTML). On a phone they start folded to their first line with a control to
// read them all; from 768 px they are open and the control is gone. The fold is the stylesheet's, so
// the server's drawing and the browser's first render agree.
import { markdownBlocks } from '@growth-suite/shared';
import { useId, useMemo, useState } from 'react';

export function Terms({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const blocks = useMemo(() => markdownBlocks(text), [text]);
  return (
    <section className="sent-card sent-terms" aria-labelledby={`${id}-title`} data-testid="sent-terms">
      <h2 id={`${id}-title`} className="sent-h2">
        Terms
      </h2>
      <div id={`${id}-text`} className={open ? 'sent-terms-text' : 'sent-terms-text sent-terms-folded'}>
        {blocks.map((block, i) =>
          block.kind === 'heading' ? (
            <h3 key={i} className="sent-h3">
              {block.text}
            </h3>
          ) : block.kind === 'list' ? (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : block.kind === 'paragraph' ? (
            <p key={i}>{block.text}</p>
          ) : null,
        )}
      </div>
      <button type="button" className="sent-terms-toggle" aria-expanded={open} aria-controls={`${id}-text`} onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Read all the terms'}
      </button>
    </section>
  );
}
