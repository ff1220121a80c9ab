// Compresses answers worth it on the wire (issue: nothing was compressed): JSON such as a History page
// of 200 items, the SPA's index.html, Markdown and CSV exports. Not an event stream (compression
// would hold its events back), not what is compressed already (Word, PDF, images; and the built
// assets, whose brotli and gzip copies are made at build time and served as they are — an asset
// without copies is compressed here), and nothing under 1 kB. Brotli at a low quality for a live answer: most of the gain for little CPU.
import { constants } from 'node:zlib';
import compress from 'koa-compress';

const COMPRESSIBLE = /^(application\/(json|javascript)|text\/(html|css|plain|csv|markdown|javascript)|image\/svg\+xml)\b/i;

/** Whether an answer of this Content-Type is compressed on the way out. */
export const isCompressible = (type: string) => COMPRESSIBLE.test(type);

export function compression() {
  return compress({
    filter: isCompressible,
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
}
