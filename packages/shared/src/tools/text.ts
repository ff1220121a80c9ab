// Small builders for a result as text (Copy All): headings, lists and labelled lines in Markdown
// style, so it pastes well into a document, an e-mail or a Markdown editor alike.
export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
export const section = (heading: string, body: string) => `${heading}\n\n${body}`;
export const blocks = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');
/** A label with the name it carries, when it has one ('Phase 2 · Growth'; just 'Phase 2'). */
export const named = (label: string, name: unknown, joiner = ' · ') => (typeof name === 'string' && name.trim() !== '' ? `${label}${joiner}${name.trim()}` : label);

/** The start of a long text, cut at a word, with an ellipsis when it was cut. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
