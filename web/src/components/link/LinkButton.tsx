// A link that looks like an antd button. Wrapping a <Button> in a <Link> nests two interactive
// elements (two tab stops, a button inside a link for screen readers); this renders one <a>
// with the button's look and keeps navigation inside the SPA. Modified clicks (new tab,
// new window) keep the browser's default behaviour.
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { inWorkspace } from '../../lib/workspaceLinks.ts';
import { useNavigate, useTeamSlug } from '../../lib/workspaceRouting.tsx';

/**
 * `state`: the history state the target gets (/auth's `from`, the page to come back to). `to` is in the
 * tab's workspace, or in `workspace` (a team's slug, null for the personal one) when given.
 */
export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: string; state?: unknown; workspace?: string | null };

export function LinkButton({ to, state, workspace, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const current = useTeamSlug();
  const href = inWorkspace(to, workspace === undefined ? current : workspace);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to, { state, workspace });
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
