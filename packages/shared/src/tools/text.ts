// Small builders for a result as text (Copy All): headings, lists and labelled lines in Markdown
// style, so it pastes well into a document, an e-mail or a Markdown editor alike.
export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
export const section = (heading: string, body: string) => `${heading}\n\n${body}`;
export const blocks = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');
/** A part's label with the name it carries, when it has one ('Phase 2 · Growth'; just 'Phase 2'). */
export const named = (label: string, name: unknown) => (typeof name === 'string' && name.trim() !== '' ? `${label} · ${name.trim()}` : label);
