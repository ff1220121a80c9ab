// Markdown from settings (policies, FAQ). Raw HTML is never rendered (skipHtml), links keep
// only http(s), mailto, relative and in-page targets, and a literal backslash-n (as stored by
// some admin tools) becomes a line break (spec §1).
import { isSafeLink } from '@growth-suite/shared';
import Markdown from 'react-markdown';

export const normaliseMarkdown = (text: string) => text.replace(/\\n/g, '\n');

const safeUrl = (url: string) => (url.startsWith('#') || isSafeLink(url.trim()) ? url : '');

export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <Markdown skipHtml urlTransform={safeUrl}>
        {normaliseMarkdown(children)}
      </Markdown>
    </div>
  );
}
