// How an agreement's documents close (a document for the client to sign, not a report): its terms, how long the offer stands
// when it was sent with an expiry, and a block for the client to sign — or, once accepted, who
// accepted it, when, and the SHA-256 of what they accepted.
import { termsOf } from '../brand/terms.ts';
import { fields, h2, h3, note, para } from './blocks.ts';
import type { DocBlock } from './model.ts';

/** Who signs for the client, from the document's request. */
export interface Signer {
  name: string;
  title: string;
  company: string;
}

/** What the document knows of where it goes (all optional: a plain export knows none of it). */
export interface AgreementContext {
  /** The sent link's expiry, formatted for the reader: "Valid until Mar 5, 2027". */
  validUntil?: string | undefined;
  /** Once accepted: by whom, when (formatted) and the SHA-256 of the accepted version. */
  accepted?: { name: string; date: string; hash: string } | undefined;
}

/** A line to sign or date on, long enough to write on in print. */
export const SIGN_LINE = '_'.repeat(36);

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+/;
const HEADING = /^\s*#{1,6}\s+/;
/** Markdown's emphasis and code marks read as plain words (the document model has no inline styles). */
const plain = (line: string) => line.replace(/(\*\*|__)(.+?)\1/g, '$2').replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2').replace(/`([^`]+)`/g, '$1').trim();

/** Terms in Markdown as the document model's blocks: headings, bullet lists and paragraphs. */
export function markdownBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(para(paragraph.join(' ')));
    if (items.length > 0) blocks.push({ kind: 'list', items });
    paragraph = [];
    items = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (line.trim() === '') flush();
    else if (HEADING.test(line)) {
      flush();
      blocks.push(h3(plain(line.replace(HEADING, ''))));
    } else if (BULLET.test(line)) {
      if (paragraph.length > 0) flush();
      items.push(plain(line.replace(BULLET, '')));
    } else if (items.length > 0 && /^\s+\S/.test(line)) items[items.length - 1] += ` ${plain(line)}`;
    else {
      if (items.length > 0) flush();
      paragraph.push(plain(line));
    }
  }
  flush();
  return blocks;
}

/** The closing sections: Terms (with the validity line), then the signature block. */
export function agreementBlocks(terms: string | undefined, signer: Signer, context: AgreementContext = {}): DocBlock[] {
  const who = [
    { label: 'Name', value: signer.name || SIGN_LINE },
    ...(signer.title ? [{ label: 'Title', value: signer.title }] : []),
    ...(signer.company ? [{ label: 'Company', value: signer.company }] : []),
  ];
  const { accepted } = context;
  return [
    h2('Terms'),
    ...(context.validUntil ? [fields([{ label: 'Valid until', value: context.validUntil }])] : []),
    ...markdownBlocks(termsOf(terms)),
    h2('Signature'),
    ...(accepted
      ? [
          fields([...who, { label: 'Accepted by', value: `${accepted.name} on ${accepted.date}` }, { label: 'SHA-256 of the accepted version', value: accepted.hash }]),
          note('Accepted online: the SHA-256 identifies the exact version the client accepted.'),
        ]
      : [fields([...who, { label: 'Date', value: SIGN_LINE }, { label: 'Signature', value: SIGN_LINE }])]),
  ];
}
