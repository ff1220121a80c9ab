// "Copy All" on every tool's result: the whole result as formatted text (headings and lists), the
// same wording for every tool. Disabled while the result is still being written.
import { CopyOutlined } from '@ant-design/icons';
import { resultAsText, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import { Button } from 'antd';
import { useCopy } from '../../lib/clipboard.ts';
import { useWriting } from './writing.ts';

export function CopyAllButton<T extends ToolSlug>({ tool, results }: { tool: T; results: ToolResult<T> }) {
  const copy = useCopy();
  const writing = useWriting();
  return (
    <Button icon={<CopyOutlined />} disabled={writing} onClick={() => void copy(resultAsText(tool, results))}>
      Copy All
    </Button>
  );
}
