// "Work on this client": each tool opened for the client, with the next
// suggested step first, made from the client's latest result it follows on from.
import { ArrowRightOutlined } from '@ant-design/icons';
import { stepLink, TOOL_CATALOG, TOOL_MENU_ORDER, type ToolSlug } from '@growth-suite/shared';
import { Card, Space, Typography } from 'antd';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { toolIcon } from '../../components/tool/toolIcons.tsx';
import type { SuggestedStep } from './nextStep.ts';

const nameOf = (target: ToolSlug) => TOOL_CATALOG[target].shortName;

export function NextStepCard({ clientId, step, started }: { clientId: number; step: SuggestedStep | null; started: boolean }) {
  if (!step) return null;
  const because = step.from
    ? `Follows on from the latest ${nameOf(step.from.tool)} result, which fills in its form with the client file.`
    : started
      ? 'Not made for this client yet; its form fills in from the client file.'
      : 'A first step for this client; its form fills in from the client file.';
  return (
    <Card title="Next suggested step" size="small" className="next-step-card">
      <Typography.Paragraph>{because}</Typography.Paragraph>
      <LinkButton type="primary" icon={toolIcon(step.target)} to={stepLink(step.target, { clientId, ...(step.from ? { from: [step.from] } : {}) })}>
        {nameOf(step.target)} <ArrowRightOutlined />
      </LinkButton>
    </Card>
  );
}

export function WorkOnClient({ clientId }: { clientId: number }) {
  return (
    <Card title="Work on this client" size="small">
      <Typography.Paragraph type="secondary">Opens the tool with its form filled in from this client’s file; you can change every field.</Typography.Paragraph>
      <Space wrap>
        {TOOL_MENU_ORDER.map((target) => (
          <LinkButton key={target} icon={toolIcon(target)} to={stepLink(target, { clientId })}>
            {nameOf(target)}
          </LinkButton>
        ))}
      </Space>
    </Card>
  );
}
