// How a quote of a call is compared with the call: case and runs of whitespace do not matter, nor do the
// quotation marks a model puts around a quote, nor curly versus straight quotes and apostrophes.

/** Text as it is compared with a quote of it. */
export function normaliseQuote(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'«]+|["'»]+$/g, '')
    .trim()
    .toLowerCase();
}

/** Whether `quote` occurs in `source` (both normalised; `source` may be normalised already). */
export const quotedIn = (quote: string, normalisedSource: string): boolean => {
  const q = normaliseQuote(quote);
  return q !== '' && normalisedSource.includes(q);
};
