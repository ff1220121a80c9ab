// "Use in next step" on a saved result: the screens whose prefill reads this tool's results
// (nextStepsOf), each opened for the result's client and from this result, its form already filled.
import { ArrowRightOutlined } from '@ant-design/icons';
import { nextStepsOf, stepLink, TOOL_CATALOG, type ToolSlug } from '@growth-suite/shared';
import { Button, Dropdown } from 'antd';
import { useNavigate } from '../../lib/workspaceRouting.tsx';

export function NextStepMenu({ tool, id, clientId, size }: { tool: ToolSlug; id: number; clientId: number | null; size?: 'small' | 'middle' }) {
  const navigate = useNavigate();
  const steps = nextStepsOf(tool);
  if (steps.length === 0) return null;
  const open = (target: ToolSlug) => void navigate(stepLink(target, { ...(clientId !== null ? { clientId } : {}), from: [{ tool, id }] }));
  return (
    <Dropdown trigger={['click']} menu={{ items: steps.map((target) => ({ key: target, label: TOOL_CATALOG[target].title })), onClick: ({ key }) => open(key as ToolSlug) }}>
      <Button size={size} type="primary" icon={<ArrowRightOutlined />}>
        Use in next step
      </Button>
    </Dropdown>
  );
}
