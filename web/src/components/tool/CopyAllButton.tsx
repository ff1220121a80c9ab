// "Copy All" on every tool's result: the whole result as formatted text (headings and lists), the
// same wording for every tool. Disabled while the result is still being written. An agreement's fees
// carry the tax the brand states, as its documents do.
import { CopyOutlined } from '@ant-design/icons';
import { taxSettingsOf, type AnyTool, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { useCopy } from '../../lib/clipboard.ts';
import { loadToolDefinition } from '../../lib/tools/definitions.ts';
import { useWriting } from './writing.ts';

export function CopyAllButton<T extends ToolSlug>({ tool, results }: { tool: T; results: ToolResult<T> }) {
  const copy = useCopy();
  const writing = useWriting();
  // This tool's definition (its text, whether its document is an agreement), loaded for it alone and
  // once drawn: the registry of every tool would evaluate every tool's schemas on a shared page.
  const [definition, setDefinition] = useState<AnyTool | null>(null);
  useEffect(() => {
    let current = true;
    void loadToolDefinition(tool).then((loaded) => current && setDefinition(loaded));
    return () => {
      current = false;
    };
  }, [tool]);
  const brand = useBrand(definition?.document.agreement !== undefined).data;
  const tax = brand ? taxSettingsOf({ included: brand.taxIncluded, rate: brand.taxRate, name: brand.taxName }) : null;
  const copyAll = async () => {
    const loaded = definition ?? (await loadToolDefinition(tool));
    await copy(loaded.asText(results, tax ? { tax } : {}));
  };
  return (
    <Button icon={<CopyOutlined />} disabled={writing} onClick={() => void copyAll()}>
      Copy All
    </Button>
  );
}
