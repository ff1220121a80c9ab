// What every format draws of the document's brand (issue 25): the accent, the footer line and the
// logo's box. The product names itself only in the made-with line, and only when the admin allows.
import { MADE_WITH_TEXT, type ExportDocument } from '@growth-suite/shared';

/** The footer's text: the firm, then the made-with line; '' when there is neither. */
export const footerLine = (doc: ExportDocument) => [doc.brand.firmName, doc.brand.madeWith ? MADE_WITH_TEXT : ''].filter(Boolean).join(' · ');

/** The logo scaled into a box (points or pixels alike), never enlarged. */
export function logoBox(logo: { width: number; height: number }, box = { width: 180, height: 60 }) {
  const scale = Math.min(1, box.width / logo.width, box.height / logo.height);
  return { width: Math.max(1, Math.round(logo.width * scale)), height: Math.max(1, Math.round(logo.height * scale)) };
}
