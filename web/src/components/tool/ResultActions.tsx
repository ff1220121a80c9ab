// The actions above a tool's result: Copy All, and, where the screen offers it, "Create Another …"
// back to the empty form. Both wait for the result to be written to its end.
import { PlusOutlined } from '@ant-design/icons';
import type { ToolResult, ToolSlug } from '@growth-suite/shared';
import { Button, Space } from 'antd';
import { CopyAllButton } from './CopyAllButton.tsx';
import { useWriting } from './writing.ts';

interface Props<T extends ToolSlug> {
  tool: T;
  results: ToolResult<T>;
  onCreateAnother?: (() => void) | undefined;
  /** The button's text ("Create Another Offer"). */
  createAnother: string;
}

export function ResultActions<T extends ToolSlug>({ tool, results, onCreateAnother, createAnother }: Props<T>) {
  const writing = useWriting();
  return (
    <Space wrap>
      <CopyAllButton tool={tool} results={results} />
      {onCreateAnother && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreateAnother} disabled={writing}>
          {createAnother}
        </Button>
      )}
    </Space>
  );
}
