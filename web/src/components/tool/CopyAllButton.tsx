// "Copy All" on every tool's result: the whole result as formatted text (headings and lists), the
// same wording for every tool. Disabled while the result is still being written. An agreement's fees
// carry the tax the brand states, as its documents do.
import { CopyOutlined } from '@ant-design/icons';
import { resultAsText, taxSettingsOf, TOOLS, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import { Button } from 'antd';
import { useBrand } from '../../lib/brand.ts';
import { useCopy } from '../../lib/clipboard.ts';
import { useWriting } from './writing.ts';

export function CopyAllButton<T extends ToolSlug>({ tool, results }: { tool: T; results: ToolResult<T> }) {
  const copy = useCopy();
  const writing = useWriting();
  const brand = useBrand(TOOLS[tool].document.agreement !== undefined).data;
  const tax = brand ? taxSettingsOf({ included: brand.taxIncluded, rate: brand.taxRate, name: brand.taxName }) : null;
  return (
    <Button icon={<CopyOutlined />} disabled={writing} onClick={() => void copy(resultAsText(tool, results, tax ? { tax } : {}))}>
      Copy All
    </Button>
  );
}
