// How a workspace role reads on the team's screens: one word, one colour, the same everywhere. Colours
// whose text keeps a 4.5:1 contrast on their tag (antd's gold and green text is too light: axe flags it).
import type { WorkspaceRole } from '@growth-suite/shared';
import { Tag } from 'antd';

export const ROLE_LABEL: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };
const ROLE_COLOR: Record<WorkspaceRole, string | undefined> = { owner: 'purple', admin: 'blue', member: undefined };

export function RoleTag({ role }: { role: WorkspaceRole }) {
  return <Tag color={ROLE_COLOR[role]}>{ROLE_LABEL[role]}</Tag>;
}

/** "an admin", "a member": for sentences. */
export const withArticle = (role: WorkspaceRole) => `${role === 'owner' || role === 'admin' ? 'an' : 'a'} ${role}`;
